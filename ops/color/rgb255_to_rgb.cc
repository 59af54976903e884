#include "ops/color/rgb255_to_rgb.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"

namespace kornia::color {

at::Tensor rgb255_to_rgb(const at::Tensor& image) {
  core::CheckImage(rgb255_to_rgb_op(), image);
  return image / 255.0;
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(rgb255_to_rgb,
      {.kornia = "kornia.color.rgb255_to_rgb",
       .module = {"Rgb255ToRgb", {}, {"image"}},
       .image = core::ImageSpec{.channels = 3},
       .overloads = {core::Def("(Tensor image) -> Tensor", &kornia::color::rgb255_to_rgb)},
       .call = [](const at::Tensor& x) { return rgb255_to_rgb(x); },
       .hi = 255.0});

}  // namespace kornia::color
