#include "ops/color/hls_to_rgb.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/addcmul.h>
#include <ATen/ops/min.h>
#include <ATen/ops/remainder.h>

#include <cmath>

#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/op_registration.h"

namespace kornia::color {

at::Tensor hls_to_rgb(const at::Tensor& image) {
  core::CheckImage(hls_to_rgb_op(), image);
  const at::Tensor h = image.narrow(-3, 0, 1) * (6 / M_PI);
  const at::Tensor l = image.narrow(-3, 1, 1);
  const at::Tensor s = image.narrow(-3, 2, 1);
  const at::Tensor a = s * at::min(l, 1.0 - l);
  // Kornia's constant (0, 8, 4), one per output channel, in the image dtype.
  const at::Tensor n = core::Constant({0.0, 8.0, 4.0}, image.options()).view({3, 1, 1});
  const at::Tensor k = at::remainder(h + n, 12);
  const at::Tensor mink = at::min(k - 3.0, 9.0 - k).clamp(-1.0, 1.0);
  return at::addcmul(l, a, mink, -1);
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(hls_to_rgb, {.kornia = "kornia.color.hls_to_rgb",
                   .module = {"HlsToRgb", {}, {"image"}},
                   .image = core::ImageSpec{.channels = 3},
                   .overloads = {core::Def("(Tensor image) -> Tensor", &kornia::color::hls_to_rgb)},
                   .call = [](const at::Tensor& x) { return hls_to_rgb(x); }});

}  // namespace kornia::color
