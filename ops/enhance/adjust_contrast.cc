#include "ops/enhance/adjust_contrast.h"

#include <ATen/ATen.h>

#include "ops/core/check.h"
#include "ops/enhance/factor.h"

namespace kornia::enhance {

namespace {

constexpr const char* kOp = "adjust_contrast";

torch::Tensor Contrast(const torch::Tensor& image, const torch::Tensor& factor, bool clip) {
  const torch::Tensor out = image * factor;
  return clip ? core::ClampUnit(out) : out;
}

}  // namespace

torch::Tensor adjust_contrast(const torch::Tensor& image, double factor, bool clip_output) {
  core::CheckImage(kOp, image);
  KC_CHECK(factor >= 0, kOp, "factor >= 0", "factor = ", factor);
  return Contrast(image, detail::HostFactor(image, factor), clip_output);
}

torch::Tensor adjust_contrast(const torch::Tensor& image, const torch::Tensor& factor,
                              bool clip_output) {
  core::CheckImage(kOp, image);
  const torch::Tensor f = detail::TensorFactor(kOp, "factor", image, factor);
  return Contrast(image, detail::AssertNonNegative(kOp, "factor", f, f), clip_output);
}

}  // namespace kornia::enhance
