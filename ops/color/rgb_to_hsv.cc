#include "ops/color/rgb_to_hsv.h"

#include <ATen/ATen.h>

#include <cmath>

#include "ops/core/check.h"

namespace kornia::color {

torch::Tensor rgb_to_hsv(const torch::Tensor& image, double eps) {
  constexpr const char* kOp = "rgb_to_hsv";
  core::CheckImage(kOp, image, {.channels = 3});
  const torch::Tensor max_rgb = image.amax(-3);
  const torch::Tensor min_rgb = image.amin(-3);
  torch::Tensor deltac = max_rgb - min_rgb;

  const torch::Tensor v = max_rgb;
  // Guard black pixels before dividing: eps underflows in float16.
  const torch::Tensor s_divisor = at::where(max_rgb == 0, at::ones_like(max_rgb), max_rgb + eps);
  const torch::Tensor s = deltac / s_divisor;

  deltac = at::where(deltac == 0, at::ones_like(deltac), deltac);
  const auto c = (max_rgb.unsqueeze(-3) - image).unbind(-3);  // rc, gc, bc
  const torch::Tensor h1 = c[2] - c[1];
  const torch::Tensor h2 = (c[0] - c[2]) + 2.0 * deltac;
  const torch::Tensor h3 = (c[1] - c[0]) + 4.0 * deltac;

  const auto rgb = image.unbind(-3);
  const torch::Tensor r_max = at::logical_and(rgb[0] >= rgb[1], rgb[0] >= rgb[2]);
  torch::Tensor h = at::where(r_max, h1, at::where(rgb[1] >= rgb[2], h2, h3));
  h = h / deltac;
  h = at::remainder(h / 6.0, 1.0);
  constexpr double kTwoPi = 2.0 * M_PI;
  h = kTwoPi * h;
  h = h.masked_fill(h >= kTwoPi, 0.0);
  return at::stack({h, s, v}, -3);
}

}  // namespace kornia::color
