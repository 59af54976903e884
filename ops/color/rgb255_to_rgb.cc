#include "ops/color/rgb255_to_rgb.h"

#include "ops/core/check.h"

namespace kornia::color {

torch::Tensor rgb255_to_rgb(const torch::Tensor& image) {
  core::CheckImage("rgb255_to_rgb", image, {.channels = 3});
  return image / 255.0;
}

}  // namespace kornia::color
