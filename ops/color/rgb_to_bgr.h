// rgb_to_bgr()
//
// RGB to BGR (Kornia 0.9 `kornia.color.rgb_to_bgr`): the channel order reversed,
// image.flip(-3), a new tensor (never a view of the input). Its own inverse,
// and bgr_to_rgb's.
// Shape:     (*, 3, H, W) -> (*, 3, H, W)
// Dtypes:    every dtype (values are only moved)
// Errors:    fewer than 3 dims or C != 3
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& rgb_to_bgr_op();

at::Tensor rgb_to_bgr(const at::Tensor& image);

}  // namespace kornia::color
