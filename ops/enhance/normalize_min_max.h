// normalize_min_max()
//
// Scales each channel of each sample linearly from its own [min, max] to
// [min_val, max_val] (Kornia 0.9 `kornia.enhance.normalize_min_max`):
// (max_val - min_val) * (x - x_min) / (x_max - x_min + eps) + min_val over
// the H x W values, Kornia's op sequence with the host values as Scalars
// (max_val - min_val computed in double, as Python does). The min and max
// are exact in any order, so the result does not depend on layout or
// threads. A channel with a NaN is NaN throughout (min and max propagate
// it); a constant channel maps to min_val.
// Shape:     (*, C, H, W) or (H, W) -> same (min and max over H and W)
// Dtypes:    float16, bfloat16, float32, float64; an integer or bool image
//            is promoted to float32 first (Kornia's input * 1.0)
// Errors:    fewer than 2 dims or an empty C, H or W; a complex image
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& normalize_min_max_op();

at::Tensor normalize_min_max(const at::Tensor& input, double min_val = 0.0, double max_val = 1.0,
                             double eps = 1e-6);

}  // namespace kornia::enhance
