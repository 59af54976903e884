#include "ops/color/rgb_to_linear_rgb.h"

#include <ATen/ATen.h>

#include "ops/core/check.h"
#include "ops/core/math.h"

namespace kornia::color {

torch::Tensor rgb_to_linear_rgb(const torch::Tensor& image) {
  core::CheckImage("rgb_to_linear_rgb", image, {.channels = 3});
  // The curve through libm's pow for every element (core::ScalarPath): ATen's
  // vector pow rounds otherwise than its scalar tail, so the bits would
  // depend on the layout.
  const torch::Tensor curve =
      core::ScalarPath((image + 0.055).clamp_min(0.0) / 1.055,
                       [](const torch::Tensor& v) { return at::pow(v, 2.4); });
  return at::where(image > 0.04045, curve, image / 12.92);
}

}  // namespace kornia::color
