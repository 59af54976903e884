#include "ops/color/rgb_to_linear_rgb.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/pow.h>
#include <ATen/ops/where.h>

#include "ops/core/check.h"
#include "ops/core/math.h"
#include "ops/core/op_registration.h"

namespace kornia::color {

at::Tensor rgb_to_linear_rgb(const at::Tensor& image) {
  core::CheckImage(rgb_to_linear_rgb_op(), image);
  // The curve through libm's pow for every element (core::ScalarPath): ATen's
  // vector pow rounds otherwise than its scalar tail, so the bits would
  // depend on the layout.
  const at::Tensor curve = core::ScalarPath((image + 0.055).clamp_min(0.0) / 1.055,
                                            [](const at::Tensor& v) { return at::pow(v, 2.4); });
  return at::where(image > 0.04045, curve, image / 12.92);
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(rgb_to_linear_rgb,
      {.kornia = "kornia.color.rgb_to_linear_rgb",
       .module = {"RgbToLinearRgb", {}, {"image"}},
       .image = core::ImageSpec{.channels = 3},
       .overloads = {core::Def("(Tensor image) -> Tensor", &kornia::color::rgb_to_linear_rgb)},
       .call = [](const at::Tensor& x) { return rgb_to_linear_rgb(x); }});

}  // namespace kornia::color
