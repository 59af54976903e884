#include "ops/enhance/adjust_saturation_raw.h"

#include <ATen/ATen.h>

#include <vector>

#include "ops/core/check.h"
#include "ops/enhance/factor.h"

namespace kornia::enhance {

namespace {

constexpr const char* kOp = "adjust_saturation_raw";

torch::Tensor Saturation(const torch::Tensor& image, const torch::Tensor& factor) {
  const std::vector<torch::Tensor> hsv = image.chunk(3, -3);
  return at::cat({hsv[0], core::ClampUnit(hsv[1] * factor), hsv[2]}, -3);
}

}  // namespace

torch::Tensor adjust_saturation_raw(const torch::Tensor& image, double factor) {
  core::CheckImage(kOp, image, {.channels = 3});
  return Saturation(image, detail::HostFactor(image, factor));
}

torch::Tensor adjust_saturation_raw(const torch::Tensor& image, const torch::Tensor& factor) {
  core::CheckImage(kOp, image, {.channels = 3});
  return Saturation(image, detail::TensorFactor(kOp, "factor", image.narrow(-3, 0, 1), factor));
}

}  // namespace kornia::enhance
