// rgb_to_rgb255()
//
// Unit RGB to [0, 255] (Kornia 0.9 `kornia.color.rgb_to_rgb255`):
// (x * 255).clip(0, 255) in the image dtype (NaN kept). The values stay
// floating: no rounding to integers.
// Shape:     (*, 3, H, W) -> (*, 3, H, W)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    fewer than 3 dims or C != 3; a non-floating dtype
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& rgb_to_rgb255_op();

at::Tensor rgb_to_rgb255(const at::Tensor& image);

}  // namespace kornia::color
