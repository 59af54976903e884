// rgb_to_y()
//
// The Y (luma) channel of rgb_to_ycbcr (Kornia 0.9 `kornia.color.rgb_to_y`):
// 0.299 r + 0.587 g + 0.114 b in the image dtype, bit for bit the Y of
// rgb_to_ycbcr, channel dim kept.
// Shape:     (*, 3, H, W) -> (*, 1, H, W)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    fewer than 3 dims or C != 3; a non-floating dtype
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& rgb_to_y_op();

at::Tensor rgb_to_y(const at::Tensor& image);

}  // namespace kornia::color
