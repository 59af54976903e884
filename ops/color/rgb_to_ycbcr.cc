#include "ops/color/rgb_to_ycbcr.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/stack.h>

#include "ops/color/ycbcr.h"
#include "ops/core/check.h"
#include "ops/core/op_registration.h"

namespace kornia::color {

at::Tensor rgb_to_ycbcr(const at::Tensor& image) {
  core::CheckImage(rgb_to_ycbcr_op(), image);
  const auto rgb = image.unbind(-3);
  const at::Tensor y = detail::RgbToY(rgb[0], rgb[1], rgb[2]);
  const at::Tensor cb = (rgb[2] - y) * 0.564 + 0.5;
  const at::Tensor cr = (rgb[0] - y) * 0.713 + 0.5;
  return at::stack({y, cb, cr}, -3);
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(rgb_to_ycbcr,
      {.kornia = "kornia.color.rgb_to_ycbcr",
       .module = {"RgbToYcbcr", {}, {"image"}},
       .image = core::ImageSpec{.channels = 3},
       .overloads = {core::Def("(Tensor image) -> Tensor", &kornia::color::rgb_to_ycbcr)},
       .call = [](const at::Tensor& x) { return rgb_to_ycbcr(x); }});

}  // namespace kornia::color
