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

#include <torch/types.h>

namespace kornia::color {

torch::Tensor rgb_to_rgba(const torch::Tensor& image, double alpha_val);
torch::Tensor rgb_to_rgba(const torch::Tensor& image, const torch::Tensor& alpha_val);

namespace detail {
// The alpha channel appended; `op` names the public op in messages.
torch::Tensor AppendAlpha(const char* op, const torch::Tensor& rgb, const torch::Tensor& alpha);
}  // namespace detail

}  // namespace kornia::color
