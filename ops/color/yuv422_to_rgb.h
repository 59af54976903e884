// yuv422_to_rgb()
//
// YUV 4:2:2 to RGB (Kornia 0.9 `kornia.color.yuv422_to_rgb`): the UV planes
// repeated to full width (nearest neighbour, each value over its horizontal
// pair), stacked under Y, then yuv_to_rgb.
// Shape:     imagey (*, 1, H, W), imageuv (*, 2, H, W / 2) -> (*, 3, H, W)
// Dtypes:    float16, bfloat16, float32, float64 (both planes of one dtype)
// Errors:    imagey not (*, 1, H, W) or imageuv not (*, 2, H, W); odd W;
//            imageuv not of imagey's leading dims, H and half its W; the two
//            of different dtypes; a non-floating dtype
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& yuv422_to_rgb_op();

at::Tensor yuv422_to_rgb(const at::Tensor& imagey, const at::Tensor& imageuv);

}  // namespace kornia::color
