#include "ops/color/bgr_to_rgb.h"

#include "ops/core/check.h"

namespace kornia::color {

torch::Tensor bgr_to_rgb(const torch::Tensor& image) {
  core::CheckImage("bgr_to_rgb", image, {.channels = 3, .dtypes = core::ImageDtypes::kAny});
  return image.flip(-3);
}

}  // namespace kornia::color
