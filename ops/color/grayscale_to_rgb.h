// grayscale_to_rgb()
//
// Grey to RGB (Kornia 0.9 `kornia.color.grayscale_to_rgb`): the one channel
// copied into three, a new tensor (never a view of the input).
// Shape:     (*, 1, H, W) -> (*, 3, H, W)
// Dtypes:    every dtype (values are only copied)
// Errors:    fewer than 3 dims or C != 1
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& grayscale_to_rgb_op();

at::Tensor grayscale_to_rgb(const at::Tensor& image);

}  // namespace kornia::color
