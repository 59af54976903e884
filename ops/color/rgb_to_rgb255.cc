#include "ops/color/rgb_to_rgb255.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"

namespace kornia::color {

at::Tensor rgb_to_rgb255(const at::Tensor& image) {
  core::CheckImage(rgb_to_rgb255_op(), image);
  return (image * 255).clamp(0.0, 255.0);
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(rgb_to_rgb255,
      {.kornia = "kornia.color.rgb_to_rgb255",
       .module = {"RgbToRgb255", {}, {"image"}},
       .image = core::ImageSpec{.channels = 3},
       .overloads = {core::Def("(Tensor image) -> Tensor", &kornia::color::rgb_to_rgb255)},
       .call = [](const at::Tensor& x) { return rgb_to_rgb255(x); }});

}  // namespace kornia::color
