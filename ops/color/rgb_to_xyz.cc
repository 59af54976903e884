#include "ops/color/rgb_to_xyz.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/color/color_matrix.h"
#include "ops/core/check.h"
#include "ops/core/torch_library.h"

namespace kornia::color {

at::Tensor rgb_to_xyz(const at::Tensor& image) {
  core::CheckImage("rgb_to_xyz", image, {.channels = 3});
  // Kornia 0.9's matrix, digit for digit.
  static constexpr detail::ColorMatrix kMatrix = {{{{0.412453, 0.357580, 0.180423}},
                                                   {{0.212671, 0.715160, 0.072169}},
                                                   {{0.019334, 0.119193, 0.950227}}}};
  return detail::ApplyColorMatrix(image, kMatrix);
}

}  // namespace kornia::color

KC_TORCH_LIBRARY(rgb_to_xyz, "kornia.color.rgb_to_xyz", m) {
  m.def("rgb_to_xyz(Tensor image) -> Tensor", &kornia::color::rgb_to_xyz);
}
