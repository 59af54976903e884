// bgr_to_grayscale()
//
// Luma of a BGR image (Kornia 0.9 `kornia.color.bgr_to_grayscale`):
// rgb_to_grayscale of bgr_to_rgb of the image, so bit for bit
// rgb_to_grayscale's result on the reordered channels (a uint8 image takes
// OpenCV's fixed-point weights).
// Shape:     (*, 3, H, W) -> (*, 1, H, W)
// Dtypes:    float16, bfloat16, float32, float64, uint8
// Errors:    fewer than 3 dims or C != 3; any other dtype
// Tolerance: fused replay within 8 ulp (float32, float64): the TensorExpr fuser
//            contracts mul + addcmul + addcmul its own way (the measured bound:
//            its case); eager, traced and loaded graphs, and float16/bfloat16,
//            are exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& bgr_to_grayscale_op();

at::Tensor bgr_to_grayscale(const at::Tensor& image);

}  // namespace kornia::color
