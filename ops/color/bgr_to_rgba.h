// bgr_to_rgba()
//
// BGR to RGBA (Kornia 0.9 `kornia.color.bgr_to_rgba`): rgb_to_rgba of
// bgr_to_rgb of the image, `alpha_val` a host double or a (*, 1, H, W) tensor.
// Shape:     (*, 3, H, W) -> (*, 4, H, W); alpha_val () or (*, 1, H, W)
// Dtypes:    every dtype (an alpha tensor is cast to the image dtype)
// Errors:    fewer than 3 dims or C != 3; an alpha tensor of another shape
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& bgr_to_rgba_op();

at::Tensor bgr_to_rgba(const at::Tensor& image, double alpha_val);
at::Tensor bgr_to_rgba(const at::Tensor& image, const at::Tensor& alpha_val);

}  // namespace kornia::color
