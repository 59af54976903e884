// rgba_to_bgr()
//
// RGBA to BGR (Kornia 0.9 `kornia.color.rgba_to_bgr`): rgba_to_rgb over a
// white background, then the channel order reversed.
// Shape:     (*, 4, H, W) -> (*, 3, H, W)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    fewer than 3 dims or C != 4; a non-floating dtype
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& rgba_to_bgr_op();

at::Tensor rgba_to_bgr(const at::Tensor& image);

}  // namespace kornia::color
