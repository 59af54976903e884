#include "ops/color/linear_rgb_to_rgb.h"

#include <ATen/ATen.h>

#include "ops/core/check.h"
#include "ops/core/math.h"

namespace kornia::color {

torch::Tensor linear_rgb_to_rgb(const torch::Tensor& image) {
  core::CheckImage("linear_rgb_to_rgb", image, {.channels = 3});
  constexpr double kThreshold = 0.0031308;
  // libm's pow for every element (core::ScalarPath; see rgb_to_linear_rgb).
  const torch::Tensor curve =
      core::ScalarPath(image.clamp_min(kThreshold),
                       [](const torch::Tensor& v) { return at::pow(v, 1.0 / 2.4); }) *
          1.055 -
      0.055;
  return at::where(image > kThreshold, curve, image * 12.92);
}

}  // namespace kornia::color
