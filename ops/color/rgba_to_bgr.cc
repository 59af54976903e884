#include "ops/color/rgba_to_bgr.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/color/rgba_to_rgb.h"
#include "ops/core/check.h"

namespace kornia::color {

at::Tensor rgba_to_bgr(const at::Tensor& image) {
  core::CheckImage("rgba_to_bgr", image, {.channels = 4});
  return rgba_to_rgb(image).flip(-3);
}

}  // namespace kornia::color
