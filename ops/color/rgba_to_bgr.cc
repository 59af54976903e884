#include "ops/color/rgba_to_bgr.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/color/rgba_to_rgb.h"
#include "ops/core/check.h"
#include "ops/core/op_registration.h"

namespace kornia::color {

at::Tensor rgba_to_bgr(const at::Tensor& image) {
  core::CheckImage(rgba_to_bgr_op(), image);
  return rgba_to_rgb(image).flip(-3);
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(rgba_to_bgr,
      {.kornia = "kornia.color.rgba_to_bgr",
       .module = {"RgbaToBgr", {}, {"image"}},
       .image = core::ImageSpec{.channels = 4},
       .overloads = {core::Def("(Tensor image) -> Tensor", &kornia::color::rgba_to_bgr)},
       .call = [](const at::Tensor& x) { return rgba_to_bgr(x); }});

}  // namespace kornia::color
