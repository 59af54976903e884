#include "ops/color/rgb_to_bgr.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"

namespace kornia::color {

at::Tensor rgb_to_bgr(const at::Tensor& image) {
  core::CheckImage("rgb_to_bgr", image, {.channels = 3, .dtypes = core::ImageDtypes::kAny});
  return image.flip(-3);
}

}  // namespace kornia::color
