#include "ops/color/ycbcr_to_rgb.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/stack.h>

#include "ops/core/check.h"
#include "ops/core/torch_library.h"

namespace kornia::color {

at::Tensor ycbcr_to_rgb(const at::Tensor& image) {
  core::CheckImage("ycbcr_to_rgb", image, {.channels = 3});
  const auto ycc = image.unbind(-3);
  const at::Tensor& y = ycc[0];
  const at::Tensor cb = ycc[1] - 0.5;
  const at::Tensor cr = ycc[2] - 0.5;
  const at::Tensor r = y + cr * 1.4025245442;
  const at::Tensor g = y - cr * 0.7144034731 - cb * 0.3443401356;
  const at::Tensor b = y + cb * 1.7730496454;
  return core::ClampUnit(at::stack({r, g, b}, -3));
}

}  // namespace kornia::color

KC_TORCH_LIBRARY(ycbcr_to_rgb, "kornia.color.ycbcr_to_rgb", m) {
  m.def("ycbcr_to_rgb(Tensor image) -> Tensor", &kornia::color::ycbcr_to_rgb);
}
