#include "ops/color/bgr_to_rgb.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"

namespace kornia::color {

at::Tensor bgr_to_rgb(const at::Tensor& image) {
  core::CheckImage("bgr_to_rgb", image, {.channels = 3, .dtypes = core::ImageDtypes::kAny});
  return image.flip(-3);
}

}  // namespace kornia::color
