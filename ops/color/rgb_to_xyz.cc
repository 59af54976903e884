#include "ops/color/rgb_to_xyz.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/color/color_matrix.h"
#include "ops/core/check.h"
#include "ops/core/op_registration.h"

namespace kornia::color {

at::Tensor rgb_to_xyz(const at::Tensor& image) {
  core::CheckImage(rgb_to_xyz_op(), image);
  // Kornia 0.9's matrix, digit for digit.
  static constexpr detail::ColorMatrix kMatrix = {{{{0.412453, 0.357580, 0.180423}},
                                                   {{0.212671, 0.715160, 0.072169}},
                                                   {{0.019334, 0.119193, 0.950227}}}};
  return detail::ApplyColorMatrix(image, kMatrix);
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(rgb_to_xyz, {.kornia = "kornia.color.rgb_to_xyz",
                   .module = {"RgbToXyz", {}, {"image"}},
                   .image = core::ImageSpec{.channels = 3},
                   .overloads = {core::Def("(Tensor image) -> Tensor", &kornia::color::rgb_to_xyz)},
                   .call = [](const at::Tensor& x) { return rgb_to_xyz(x); }});

}  // namespace kornia::color
