#include "ops/color/yuv_to_rgb.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/color/color_matrix.h"
#include "ops/core/check.h"
#include "ops/core/op_registration.h"

namespace kornia::color {

at::Tensor yuv_to_rgb(const at::Tensor& image) {
  core::CheckImage(yuv_to_rgb_op(), image);
  // Kornia 0.9's matrix, digit for digit.
  static constexpr detail::ColorMatrix kMatrix = {
      {{{1.0, -3.945707070707071e-05, 1.139827967171717}},
       {{1.0, -0.39461016414141414, -0.5805003156565657}},
       {{1.0, 2.0319996843434343, -0.00048137626262626264}}}};
  return detail::ApplyColorMatrix(image, kMatrix);
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(yuv_to_rgb, {.kornia = "kornia.color.yuv_to_rgb",
                   .module = {"YuvToRgb", {}, {"input:image"}},
                   .image = core::ImageSpec{.channels = 3},
                   .overloads = {core::Def("(Tensor image) -> Tensor", &kornia::color::yuv_to_rgb)},
                   .call = [](const at::Tensor& x) { return yuv_to_rgb(x); }});

}  // namespace kornia::color
