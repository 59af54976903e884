// bgr_to_rgb()
//
// BGR to RGB (Kornia 0.9 `kornia.color.bgr_to_rgb`): the channel order reversed,
// image.flip(-3), a new tensor (never a view of the input). Its own inverse,
// and rgb_to_bgr's.
// Shape:     (*, 3, H, W) -> (*, 3, H, W)
// Dtypes:    every dtype (values are only moved)
// Errors:    fewer than 3 dims or C != 3
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& bgr_to_rgb_op();

at::Tensor bgr_to_rgb(const at::Tensor& image);

}  // namespace kornia::color
