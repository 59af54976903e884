// adjust_hue_raw()
//
// Adds `factor` (radians) to the hue channel of an HSV image, modulo 2 pi
// (Kornia 0.9 `kornia.enhance.adjust_hue_raw`): remainder(h + factor, 2 pi)
// with 2 pi a Scalar as Kornia's Python float is, and a result that rounds
// up to 2 pi set to 0. A host factor is rounded to the image dtype first.
// Kornia's docstring asks for factor in [-pi, pi] but takes any value; so
// does this op (the remainder wraps it). NaN stays NaN.
// Shape:     (*, 3, H, W) HSV -> same; factor a host double or a tensor
//            whose shape, padded with 1s on the right, broadcasts to the hue
//            channel's (*, 1, H, W)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    a non-floating image; fewer than 3 dims or C != 3; a factor
//            tensor of another shape (one value per channel included)
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& adjust_hue_raw_op();

at::Tensor adjust_hue_raw(const at::Tensor& image, double factor);
at::Tensor adjust_hue_raw(const at::Tensor& image, const at::Tensor& factor);

}  // namespace kornia::enhance
