// rgb_to_yuv420()
//
// RGB to YUV 4:2:0 (Kornia 0.9 `kornia.color.rgb_to_yuv420`): rgb_to_yuv,
// then (Y, UV) with Y the (*, 1, H, W) luma plane and UV the U and V planes
// averaged over 2 x 2 blocks, (*, 2, H / 2, W / 2), by ATen's avg_pool2d as
// Kornia does (its sum of the four in the block's row order, over 4; half
// images in float32 and rounded). H and W must be even. An image with H or W
// 0 gives empty planes (Kornia's avg_pool2d raises there).
// Shape:     (*, 3, H, W) -> ((*, 1, H, W), (*, 2, H / 2, W / 2))
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    fewer than 3 dims or C != 3; odd H or W; a non-floating dtype
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <tuple>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& rgb_to_yuv420_op();

std::tuple<at::Tensor, at::Tensor> rgb_to_yuv420(const at::Tensor& image);

}  // namespace kornia::color
