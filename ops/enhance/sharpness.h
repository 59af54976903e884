// sharpness()
//
// PIL's sharpness enhancement (Kornia 0.9 `kornia.enhance.sharpness`): the
// image blurred with the 3x3 kernel [[1, 1, 1], [1, 5, 1], [1, 1, 1]] / 13
// (weights rounded to the image dtype, as Kornia's kernel is) and clamped to
// [0, 1] inside a one-pixel border, which keeps the image's values; then
// clamp(blurred + (image - blurred) * factor, 0, 1). The blur is 9 taps
// summed in row-major order (float32 for float16/bfloat16, rounded once):
// one fixed order, where Kornia's conv2d sums in its backend's order (its
// results differ by an ulp or so). An image under 3 pixels high or wide is
// all border: clamp(image, 0, 1), where Kornia's conv2d fails. Every NaN of
// the output is the canonical quiet NaN (whose payload survives a sum of two
// NaNs depends on the loop that computes it: on the thread split).
// Shape:     (*, C, H, W) or (H, W) (one plane, Kornia's _to_bchw) -> same;
//            factor a host double, or a tensor of
//            shape (), (1,) or (B,) with B the flattened leading dims
// Dtypes:    float16, bfloat16, float32, float64 (factor is cast to the
//            image dtype)
// Errors:    a non-floating image; fewer than 2 dims or an empty C, H or W;
//            a factor tensor of another shape
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& sharpness_op();

at::Tensor sharpness(const at::Tensor& input, double factor);
at::Tensor sharpness(const at::Tensor& input, const at::Tensor& factor);

}  // namespace kornia::enhance
