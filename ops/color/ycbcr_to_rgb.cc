#include "ops/color/ycbcr_to_rgb.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/stack.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"

namespace kornia::color {

at::Tensor ycbcr_to_rgb(const at::Tensor& image) {
  core::CheckImage(ycbcr_to_rgb_op(), image);
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

namespace kornia::color {

KC_OP(ycbcr_to_rgb,
      {.kornia = "kornia.color.ycbcr_to_rgb",
       .module = {"YcbcrToRgb", {}, {"image"}},
       .image = core::ImageSpec{.channels = 3},
       .overloads = {core::Def("(Tensor image) -> Tensor", &kornia::color::ycbcr_to_rgb)},
       .call = [](const at::Tensor& x) { return ycbcr_to_rgb(x); }});

}  // namespace kornia::color
