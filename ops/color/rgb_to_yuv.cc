#include "ops/color/rgb_to_yuv.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/color/color_matrix.h"
#include "ops/core/check.h"
#include "ops/core/op_registration.h"

namespace kornia::color {

at::Tensor rgb_to_yuv(const at::Tensor& image) {
  core::CheckImage(rgb_to_yuv_op(), image);
  // Kornia 0.9's matrix, digit for digit.
  static constexpr detail::ColorMatrix kMatrix = {
      {{{0.299, 0.587, 0.114}}, {{-0.147, -0.289, 0.436}}, {{0.615, -0.515, -0.1}}}};
  return detail::ApplyColorMatrix(image, kMatrix);
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(rgb_to_yuv, {.kornia = "kornia.color.rgb_to_yuv",
                   .module = {"RgbToYuv", {}, {"input:image"}},
                   .image = core::ImageSpec{.channels = 3},
                   .overloads = {core::Def("(Tensor image) -> Tensor", &kornia::color::rgb_to_yuv)},
                   .call = [](const at::Tensor& x) { return rgb_to_yuv(x); }});

}  // namespace kornia::color
