#include "ops/enhance/adjust_hue_raw.h"

#include <ATen/ATen.h>

#include <cmath>
#include <vector>

#include "ops/core/check.h"
#include "ops/enhance/factor.h"

namespace kornia::enhance {

namespace {

constexpr const char* kOp = "adjust_hue_raw";

torch::Tensor Hue(const torch::Tensor& image, const torch::Tensor& factor) {
  const std::vector<torch::Tensor> hsv = image.chunk(3, -3);
  const double turn = 2 * M_PI;
  const torch::Tensor h = at::remainder(hsv[0] + factor, turn);
  return at::cat({h.masked_fill(h >= turn, 0.0), hsv[1], hsv[2]}, -3);
}

}  // namespace

torch::Tensor adjust_hue_raw(const torch::Tensor& image, double factor) {
  core::CheckImage(kOp, image, {.channels = 3});
  return Hue(image, detail::HostFactor(image, factor));
}

torch::Tensor adjust_hue_raw(const torch::Tensor& image, const torch::Tensor& factor) {
  core::CheckImage(kOp, image, {.channels = 3});
  return Hue(image, detail::TensorFactor(kOp, "factor", image.narrow(-3, 0, 1), factor));
}

}  // namespace kornia::enhance
