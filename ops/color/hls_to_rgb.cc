#include "ops/color/hls_to_rgb.h"

#include <ATen/ATen.h>

#include <cmath>

#include "ops/core/check.h"

namespace kornia::color {

torch::Tensor hls_to_rgb(const torch::Tensor& image) {
  core::CheckImage("hls_to_rgb", image, {.channels = 3});
  const torch::Tensor h = image.narrow(-3, 0, 1) * (6 / M_PI);
  const torch::Tensor l = image.narrow(-3, 1, 1);
  const torch::Tensor s = image.narrow(-3, 2, 1);
  const torch::Tensor a = s * at::min(l, 1.0 - l);
  // Kornia's constant (0, 8, 4), one per output channel, in the image dtype.
  const torch::Tensor n = torch::tensor({0.0, 8.0, 4.0}, image.options()).view({3, 1, 1});
  const torch::Tensor k = at::remainder(h + n, 12);
  const torch::Tensor mink = at::min(k - 3.0, 9.0 - k).clamp(-1.0, 1.0);
  return at::addcmul(l, a, mink, -1);
}

}  // namespace kornia::color
