// yuv420_to_rgb()
//
// YUV 4:2:0 to RGB (Kornia 0.9 `kornia.color.yuv420_to_rgb`): the UV planes
// repeated to full size (nearest neighbour, each value over its 2 x 2
// block), stacked under Y, then yuv_to_rgb.
// Shape:     imagey (*, 1, H, W), imageuv (*, 2, H / 2, W / 2) -> (*, 3, H, W)
// Dtypes:    float16, bfloat16, float32, float64 (both planes of one dtype)
// Errors:    imagey not (*, 1, H, W) or imageuv not (*, 2, H, W); odd H or W;
//            imageuv not of imagey's leading dims and half its H and W; the
//            two of different dtypes; a non-floating dtype
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& yuv420_to_rgb_op();

at::Tensor yuv420_to_rgb(const at::Tensor& imagey, const at::Tensor& imageuv);

}  // namespace kornia::color
