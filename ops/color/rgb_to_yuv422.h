// rgb_to_yuv422()
//
// RGB to YUV 4:2:2 (Kornia 0.9 `kornia.color.rgb_to_yuv422`): rgb_to_yuv,
// then (Y, UV) with Y the (*, 1, H, W) luma plane and UV the U and V planes
// averaged over horizontal pairs, (*, 2, H, W / 2): Kornia's mean over an
// unfolded last dim, written as ATen's one-thread mean computes it ((a + b)
// from +0, rounded to the image dtype, over 2), since ATen's half mean rounds
// otherwise on more threads. W must be even; H may be odd. An image
// with W 0 gives empty planes (Kornia's unfold raises there).
// Shape:     (*, 3, H, W) -> ((*, 1, H, W), (*, 2, H, W / 2))
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    fewer than 3 dims or C != 3; odd W; a non-floating dtype
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <tuple>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& rgb_to_yuv422_op();

std::tuple<at::Tensor, at::Tensor> rgb_to_yuv422(const at::Tensor& image);

}  // namespace kornia::color
