#include "ops/color/rgb_to_ycbcr.h"

#include <ATen/ATen.h>

#include "ops/color/ycbcr.h"
#include "ops/core/check.h"

namespace kornia::color {

torch::Tensor rgb_to_ycbcr(const torch::Tensor& image) {
  core::CheckImage("rgb_to_ycbcr", image, {.channels = 3});
  const auto rgb = image.unbind(-3);
  const torch::Tensor y = detail::RgbToY(rgb[0], rgb[1], rgb[2]);
  const torch::Tensor cb = (rgb[2] - y) * 0.564 + 0.5;
  const torch::Tensor cr = (rgb[0] - y) * 0.713 + 0.5;
  return at::stack({y, cb, cr}, -3);
}

}  // namespace kornia::color
