#include "ops/enhance/adjust_gamma.h"

#include <ATen/ATen.h>

#include "ops/core/check.h"
#include "ops/core/math.h"
#include "ops/enhance/factor.h"

namespace kornia::enhance {

namespace {

constexpr const char* kOp = "adjust_gamma";

torch::Tensor Gamma(const torch::Tensor& image, const torch::Tensor& gamma,
                    const torch::Tensor& gain) {
  const torch::Tensor powered =
      core::ScalarPath(image, [&gamma](const torch::Tensor& x) { return at::pow(x, gamma); });
  return core::ClampUnit(gain * powered);
}

}  // namespace

torch::Tensor adjust_gamma(const torch::Tensor& input, double gamma, double gain) {
  core::CheckImage(kOp, input);
  KC_CHECK(gamma >= 0, kOp, "gamma >= 0", "gamma = ", gamma);
  KC_CHECK(gain >= 0, kOp, "gain >= 0", "gain = ", gain);
  return Gamma(input, detail::HostFactor(input, gamma), detail::HostFactor(input, gain));
}

torch::Tensor adjust_gamma(const torch::Tensor& input, const torch::Tensor& gamma,
                           const torch::Tensor& gain) {
  core::CheckImage(kOp, input);
  const torch::Tensor g = detail::TensorFactor(kOp, "gamma", input, gamma);
  const torch::Tensor k = detail::TensorFactor(kOp, "gain", input, gain);
  return Gamma(input, detail::AssertNonNegative(kOp, "gamma", g, g),
               detail::AssertNonNegative(kOp, "gain", k, k));
}

}  // namespace kornia::enhance
