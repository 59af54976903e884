#include "ops/color/rgb_to_y.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/color/ycbcr.h"
#include "ops/core/check.h"
#include "ops/core/torch_library.h"

namespace kornia::color {

at::Tensor rgb_to_y(const at::Tensor& image) {
  core::CheckImage("rgb_to_y", image, {.channels = 3});
  return detail::RgbToY(image.narrow(-3, 0, 1), image.narrow(-3, 1, 1), image.narrow(-3, 2, 1));
}

}  // namespace kornia::color

KC_TORCH_LIBRARY(rgb_to_y, "kornia.color.rgb_to_y", m) {
  m.def("rgb_to_y(Tensor image) -> Tensor", &kornia::color::rgb_to_y);
}
