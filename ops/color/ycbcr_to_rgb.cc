#include "ops/color/ycbcr_to_rgb.h"

#include <ATen/ATen.h>

#include "ops/core/check.h"

namespace kornia::color {

torch::Tensor ycbcr_to_rgb(const torch::Tensor& image) {
  core::CheckImage("ycbcr_to_rgb", image, {.channels = 3});
  const auto ycc = image.unbind(-3);
  const torch::Tensor& y = ycc[0];
  const torch::Tensor cb = ycc[1] - 0.5;
  const torch::Tensor cr = ycc[2] - 0.5;
  const torch::Tensor r = y + cr * 1.4025245442;
  const torch::Tensor g = y - cr * 0.7144034731 - cb * 0.3443401356;
  const torch::Tensor b = y + cb * 1.7730496454;
  return core::ClampUnit(at::stack({r, g, b}, -3));
}

}  // namespace kornia::color
