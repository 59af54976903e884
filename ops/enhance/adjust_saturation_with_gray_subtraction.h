// adjust_saturation_with_gray_subtraction()
//
// (1 - factor) * gray + factor * image, clamped to [0, 1], with gray the
// image's rgb_to_grayscale (Kornia 0.9
// `kornia.enhance.adjust_saturation_with_gray_subtraction`), Kornia's op
// sequence; a one-channel image comes back unchanged (a copy). A host factor
// is rounded to the image dtype first, as Kornia's is. NaN stays NaN.
// Shape:     (*, 3, H, W) or (*, 1, H, W) -> same; factor a host double or a
//            tensor whose shape, padded with 1s on the right, broadcasts to
//            the image's
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    a non-floating image; fewer than 3 dims; C other than 1 or 3; a
//            factor tensor of another shape
// Tolerance: fused replay within 256 ulp (float32); within 2048 ulp (float64):
//            the TensorExpr fuser contracts the grayscale sum and (1 - factor)
//            * gray + factor * image its own way; where the sum cancels to near
//            0 one rounding is many ulps (the measured bound: its case); eager,
//            traced and loaded graphs, and float16/bfloat16, are exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& adjust_saturation_with_gray_subtraction_op();

at::Tensor adjust_saturation_with_gray_subtraction(const at::Tensor& image, double factor);
at::Tensor adjust_saturation_with_gray_subtraction(const at::Tensor& image,
                                                   const at::Tensor& factor);

}  // namespace kornia::enhance
