// rgb255_to_rgb()
//
// [0, 255] RGB to unit RGB (Kornia 0.9 `kornia.color.rgb255_to_rgb`):
// x / 255 in the image dtype, nothing clamped.
// Shape:     (*, 3, H, W) -> (*, 3, H, W)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    fewer than 3 dims or C != 3; a non-floating dtype
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& rgb255_to_rgb_op();

at::Tensor rgb255_to_rgb(const at::Tensor& image);

}  // namespace kornia::color
