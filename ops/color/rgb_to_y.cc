#include "ops/color/rgb_to_y.h"

#include "ops/color/ycbcr.h"
#include "ops/core/check.h"

namespace kornia::color {

torch::Tensor rgb_to_y(const torch::Tensor& image) {
  core::CheckImage("rgb_to_y", image, {.channels = 3});
  return detail::RgbToY(image.narrow(-3, 0, 1), image.narrow(-3, 1, 1), image.narrow(-3, 2, 1));
}

}  // namespace kornia::color
