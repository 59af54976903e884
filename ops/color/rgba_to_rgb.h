// rgba_to_rgb()
//
// RGBA to RGB over a background (Kornia 0.9 `kornia.color.rgba_to_rgb`):
// rgb * alpha + background * (1 - alpha) in the image dtype, Kornia's op
// sequence; the background is white (ones) unless `background_color` is
// given: a tensor with 3 channels in dim -3 that broadcasts to the image's
// (*, 3, H, W), cast to the image dtype. Alpha is not clamped.
// Shape:     (*, 4, H, W) -> (*, 3, H, W)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    fewer than 3 dims or C != 4; a non-floating dtype; a background
//            without 3 channels in dim -3 or that does not broadcast
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <optional>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& rgba_to_rgb_op();

at::Tensor rgba_to_rgb(const at::Tensor& image,
                       const std::optional<at::Tensor>& background_color = std::nullopt);

}  // namespace kornia::color
