#include "ops/color/rgb_to_ycbcr.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/stack.h>

#include "ops/color/ycbcr.h"
#include "ops/core/check.h"
#include "ops/core/torch_library.h"

namespace kornia::color {

at::Tensor rgb_to_ycbcr(const at::Tensor& image) {
  core::CheckImage("rgb_to_ycbcr", image, {.channels = 3});
  const auto rgb = image.unbind(-3);
  const at::Tensor y = detail::RgbToY(rgb[0], rgb[1], rgb[2]);
  const at::Tensor cb = (rgb[2] - y) * 0.564 + 0.5;
  const at::Tensor cr = (rgb[0] - y) * 0.713 + 0.5;
  return at::stack({y, cb, cr}, -3);
}

}  // namespace kornia::color

KC_TORCH_LIBRARY(rgb_to_ycbcr, "kornia.color.rgb_to_ycbcr", m) {
  m.def("rgb_to_ycbcr(Tensor image) -> Tensor", &kornia::color::rgb_to_ycbcr);
}
