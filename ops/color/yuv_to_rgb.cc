#include "ops/color/yuv_to_rgb.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/color/color_matrix.h"
#include "ops/core/check.h"
#include "ops/core/torch_library.h"

namespace kornia::color {

at::Tensor yuv_to_rgb(const at::Tensor& image) {
  core::CheckImage("yuv_to_rgb", image, {.channels = 3});
  // Kornia 0.9's matrix, digit for digit.
  static constexpr detail::ColorMatrix kMatrix = {
      {{{1.0, -3.945707070707071e-05, 1.139827967171717}},
       {{1.0, -0.39461016414141414, -0.5805003156565657}},
       {{1.0, 2.0319996843434343, -0.00048137626262626264}}}};
  return detail::ApplyColorMatrix(image, kMatrix);
}

}  // namespace kornia::color

KC_TORCH_LIBRARY(yuv_to_rgb, "kornia.color.yuv_to_rgb", m) {
  m.def("yuv_to_rgb(Tensor image) -> Tensor", &kornia::color::yuv_to_rgb);
}
