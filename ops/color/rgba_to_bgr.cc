#include "ops/color/rgba_to_bgr.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/color/rgba_to_rgb.h"
#include "ops/core/check.h"
#include "ops/core/torch_library.h"

namespace kornia::color {

at::Tensor rgba_to_bgr(const at::Tensor& image) {
  core::CheckImage("rgba_to_bgr", image, {.channels = 4});
  return rgba_to_rgb(image).flip(-3);
}

}  // namespace kornia::color

KC_TORCH_LIBRARY(rgba_to_bgr, "kornia.color.rgba_to_bgr", m) {
  m.def("rgba_to_bgr(Tensor image) -> Tensor", &kornia::color::rgba_to_bgr);
}
