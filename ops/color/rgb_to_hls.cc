#include "ops/color/rgb_to_hls.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/max.h>
#include <ATen/ops/min.h>
#include <ATen/ops/ones_like.h>
#include <ATen/ops/remainder.h>
#include <ATen/ops/stack.h>
#include <ATen/ops/where.h>

#include <cmath>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"

namespace kornia::color {

at::Tensor rgb_to_hls(const at::Tensor& image, double eps) {
  core::CheckImage(rgb_to_hls_op(), image);
  const auto [maxc, imax] = at::max(image, -3);
  const at::Tensor minc = std::get<0>(at::min(image, -3));
  at::Tensor l = maxc + minc;
  at::Tensor s = maxc - minc;
  const at::Tensor chroma = at::where(s == 0, at::ones_like(s), s + eps);
  const at::Tensor lightness = at::where(l < 1.0, l, 2.0 - l);
  const at::Tensor saturation =
      at::where(lightness == 0, at::ones_like(lightness), lightness + eps);
  s = s / saturation;
  l = l / 2;
  const auto rgb = image.unbind(-3);
  const at::Tensor &r = rgb[0], &g = rgb[1], &b = rgb[2];
  // Kornia multiplies each sextant's hue by its mask and adds them up.
  at::Tensor h = at::remainder((g - b) / chroma, 6) * (imax == 0);
  h = h + ((b - r) / chroma + 2) * (imax == 1);
  h = h + ((r - g) / chroma + 4) * (imax == 2);
  h = h * (M_PI / 3.0);
  h = h.masked_fill(h >= 2.0 * M_PI, 0.0);
  return at::stack({h, l, s}, -3);
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(rgb_to_hls, {.kornia = "kornia.color.rgb_to_hls",
                   .module = {"RgbToHls", {}, {"image"}},
                   .image = core::ImageSpec{.channels = 3},
                   .overloads = {core::Def("(Tensor image, float eps=1e-08) -> Tensor",
                                           &kornia::color::rgb_to_hls)},
                   .call = [](const at::Tensor& x) { return rgb_to_hls(x); }});

}  // namespace kornia::color
