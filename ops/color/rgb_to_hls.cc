#include "ops/color/rgb_to_hls.h"

#include <ATen/ATen.h>

#include <cmath>

#include "ops/core/check.h"

namespace kornia::color {

torch::Tensor rgb_to_hls(const torch::Tensor& image, double eps) {
  core::CheckImage("rgb_to_hls", image, {.channels = 3});
  const auto [maxc, imax] = at::max(image, -3);
  const torch::Tensor minc = std::get<0>(at::min(image, -3));
  torch::Tensor l = maxc + minc;
  torch::Tensor s = maxc - minc;
  const torch::Tensor chroma = at::where(s == 0, at::ones_like(s), s + eps);
  const torch::Tensor lightness = at::where(l < 1.0, l, 2.0 - l);
  const torch::Tensor saturation =
      at::where(lightness == 0, at::ones_like(lightness), lightness + eps);
  s = s / saturation;
  l = l / 2;
  const auto rgb = image.unbind(-3);
  const torch::Tensor &r = rgb[0], &g = rgb[1], &b = rgb[2];
  // Kornia multiplies each sextant's hue by its mask and adds them up.
  torch::Tensor h = at::remainder((g - b) / chroma, 6) * (imax == 0);
  h = h + ((b - r) / chroma + 2) * (imax == 1);
  h = h + ((r - g) / chroma + 4) * (imax == 2);
  h = h * (M_PI / 3.0);
  h = h.masked_fill(h >= 2.0 * M_PI, 0.0);
  return at::stack({h, l, s}, -3);
}

}  // namespace kornia::color
