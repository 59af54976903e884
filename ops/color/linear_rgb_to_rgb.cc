#include "ops/color/linear_rgb_to_rgb.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/pow.h>
#include <ATen/ops/where.h>

#include "ops/core/check.h"
#include "ops/core/math.h"
#include "ops/core/op_registration.h"

namespace kornia::color {

at::Tensor linear_rgb_to_rgb(const at::Tensor& image) {
  core::CheckImage(linear_rgb_to_rgb_op(), image);
  constexpr double kThreshold = 0.0031308;
  // libm's pow for every element (core::ScalarPath; see rgb_to_linear_rgb).
  const at::Tensor curve =
      core::ScalarPath(image.clamp_min(kThreshold),
                       [](const at::Tensor& v) { return at::pow(v, 1.0 / 2.4); }) *
          1.055 -
      0.055;
  return at::where(image > kThreshold, curve, image * 12.92);
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(linear_rgb_to_rgb,
      {.kornia = "kornia.color.linear_rgb_to_rgb",
       .module = {"LinearRgbToRgb", {}, {"image"}},
       .image = core::ImageSpec{.channels = 3},
       .overloads = {core::Def("(Tensor image) -> Tensor", &kornia::color::linear_rgb_to_rgb)},
       .call = [](const at::Tensor& x) { return linear_rgb_to_rgb(x); }});

}  // namespace kornia::color
