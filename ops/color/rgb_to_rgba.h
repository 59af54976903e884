// rgb_to_rgba()
//
// RGB to RGBA (Kornia 0.9 `kornia.color.rgb_to_rgba`): the image with an
// alpha channel appended, `alpha_val` everywhere (a host double, in the image
// dtype), or a tensor of the image's (*, 1, H, W) shape.
// Shape:     (*, 3, H, W) -> (*, 4, H, W); alpha_val () or (*, 1, H, W)
// Dtypes:    every dtype (an alpha tensor is cast to the image dtype)
// Errors:    fewer than 3 dims or C != 3; an alpha tensor of another shape
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& rgb_to_rgba_op();

at::Tensor rgb_to_rgba(const at::Tensor& image, double alpha_val);
at::Tensor rgb_to_rgba(const at::Tensor& image, const at::Tensor& alpha_val);

namespace detail {
// The alpha channel appended; `op` names the public op in messages.
at::Tensor AppendAlpha(const char* op, const at::Tensor& rgb, const at::Tensor& alpha);
}  // namespace detail

}  // namespace kornia::color
