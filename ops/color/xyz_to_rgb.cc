#include "ops/color/xyz_to_rgb.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/color/color_matrix.h"
#include "ops/core/check.h"
#include "ops/core/op_registration.h"

namespace kornia::color {

at::Tensor xyz_to_rgb(const at::Tensor& image) {
  core::CheckImage(xyz_to_rgb_op(), image);
  // Kornia 0.9's matrix, digit for digit.
  static constexpr detail::ColorMatrix kMatrix = {
      {{{3.2404813432005266, -1.5371515162713185, -0.4985363261688878}},
       {{-0.9692549499965682, 1.8759900014898907, 0.0415559265582928}},
       {{0.0556466391351772, -0.2040413383665112, 1.0573110696453443}}}};
  return detail::ApplyColorMatrix(image, kMatrix);
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(xyz_to_rgb, {.kornia = "kornia.color.xyz_to_rgb",
                   .module = {"XyzToRgb", {}, {"image"}},
                   .image = core::ImageSpec{.channels = 3},
                   .overloads = {core::Def("(Tensor image) -> Tensor", &kornia::color::xyz_to_rgb)},
                   .call = [](const at::Tensor& x) { return xyz_to_rgb(x); }});

}  // namespace kornia::color
