// adjust_saturation_raw()
//
// Multiplies the saturation channel of an HSV image by `factor` and clamps
// it to [0, 1] (Kornia 0.9 `kornia.enhance.adjust_saturation_raw`); hue and
// value pass through. A host factor is rounded to the image dtype first, as
// Kornia's is. NaN stays NaN.
// Shape:     (*, 3, H, W) HSV -> same; factor a host double or a tensor
//            whose shape, padded with 1s on the right, broadcasts to the
//            saturation channel's (*, 1, H, W)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    a non-floating image; fewer than 3 dims or C != 3; a factor
//            tensor of another shape (one value per channel included)
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& adjust_saturation_raw_op();

at::Tensor adjust_saturation_raw(const at::Tensor& image, double factor);
at::Tensor adjust_saturation_raw(const at::Tensor& image, const at::Tensor& factor);

}  // namespace kornia::enhance
