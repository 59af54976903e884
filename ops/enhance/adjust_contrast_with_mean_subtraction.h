// adjust_contrast_with_mean_subtraction()
//
// image * factor + mean * (1 - factor), clamped to [0, 1] (Kornia 0.9
// `kornia.enhance.adjust_contrast_with_mean_subtraction`): for an RGB image
// the mean of its grayscale (rgb_to_grayscale) over H and W, otherwise the
// mean over C, H and W, per sample. The mean sums each row first, then the
// row sums (float32 for float16/bfloat16, as ATen's mean): one fixed order
// whatever the layout and thread count, where one at::mean over a single
// sample's H x W splits its sum among threads (bits then depend on the
// thread count). Kornia's mean sums in its own order: an ulp of the mean
// apart at most. Limit: a row of 32,768 or more values in a batch of one
// row is summed by ATen's threaded two-pass reduction again.
// Shape:     (*, C, H, W) -> same; factor a host double or a tensor whose
//            shape, padded with 1s on the right, broadcasts to the image's
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    a non-floating image; fewer than 3 dims or an empty C, H or W;
//            a factor tensor of another shape
// Tolerance: fused replay within 1024 ulp (float32); within 256 ulp (float64):
//            the TensorExpr fuser contracts image * factor + mean * (1 -
//            factor) its own way; where the sum cancels to near 0 one rounding
//            is many ulps (the measured bound: its case); eager, traced and
//            loaded graphs, and float16/bfloat16, are exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& adjust_contrast_with_mean_subtraction_op();

at::Tensor adjust_contrast_with_mean_subtraction(const at::Tensor& image, double factor);
at::Tensor adjust_contrast_with_mean_subtraction(const at::Tensor& image, const at::Tensor& factor);

}  // namespace kornia::enhance
