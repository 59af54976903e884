// The luma and chroma sums shared by rgb_to_ycbcr and rgb_to_y: this
// package's own helper, not an op.
#pragma once

#include <ATen/core/Tensor.h>

namespace kornia::color::detail {

// Kornia 0.9's `_rgb_to_y`: 0.299 * r + 0.587 * g + 0.114 * b in the image
// dtype, each product rounded, summed left to right.
at::Tensor RgbToY(const at::Tensor& r, const at::Tensor& g, const at::Tensor& b);

}  // namespace kornia::color::detail
