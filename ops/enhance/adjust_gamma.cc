#include "ops/enhance/adjust_gamma.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/pow.h>

#include "ops/core/check.h"
#include "ops/core/math.h"
#include "ops/core/op_registration.h"
#include "ops/enhance/factor.h"
#include "ops/enhance/levels.h"

namespace kornia::enhance {

namespace adjust_gamma_internal {

const char* const kOp = adjust_gamma_op().name.c_str();

at::Tensor Gamma(const at::Tensor& image, const at::Tensor& gamma, const at::Tensor& gain) {
  const at::Tensor powered =
      core::ScalarPath(image, [&gamma](const at::Tensor& x) { return at::pow(x, gamma); });
  return core::ClampUnitFresh(gain * powered);
}

}  // namespace adjust_gamma_internal

// A uint8 image: levels.h's form (Q of the float op on x / 255).
at::Tensor adjust_gamma(const at::Tensor& input, double gamma, double gain) {
  using namespace adjust_gamma_internal;
  core::CheckImage(adjust_gamma_op(), input);
  KC_CHECK(gamma >= 0, kOp, "gamma >= 0", "gamma = ", gamma);
  KC_CHECK(gain >= 0, kOp, "gain >= 0", "gain = ", gain);
  const auto f = [&](const at::Tensor& unit) {
    return Gamma(unit, detail::HostFactor(unit, gamma), detail::HostFactor(unit, gain));
  };
  return detail::FloatOrLevels(input, f);
}

at::Tensor adjust_gamma(const at::Tensor& input, const at::Tensor& gamma, const at::Tensor& gain) {
  using namespace adjust_gamma_internal;
  core::CheckImage(adjust_gamma_op(), input);
  const auto f = [&](const at::Tensor& unit) {
    const at::Tensor g = detail::TensorFactor(kOp, "gamma", unit, gamma);
    const at::Tensor k = detail::TensorFactor(kOp, "gain", unit, gain);
    return Gamma(unit, detail::AssertNonNegative(kOp, "gamma", g, g),
                 detail::AssertNonNegative(kOp, "gain", k, k));
  };
  if (input.scalar_type() != at::kByte) return f(input);
  detail::CheckTensorFactor(kOp, "gamma", input, gamma);
  detail::CheckTensorFactor(kOp, "gain", input, gain);
  return detail::ByLevels(
      input,
      detail::ConstantOverPlane(gamma, input.dim()) && detail::ConstantOverPlane(gain, input.dim()),
      f);
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(adjust_gamma,
      {.kornia = "kornia.enhance.adjust_gamma",
       .module = {"AdjustGamma", {"gamma", "gain"}, {"input"}},
       .python = {.float_only = {"gamma", "gain"}},
       .image = core::ImageSpec{.dtypes = core::ImageDtypes::kFloatingOrUint8},
       .overloads = {core::Def("(Tensor input, float gamma, float gain=1.0) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, double, double)>(
                                   &kornia::enhance::adjust_gamma)),
                     core::Def("Tensor", "(Tensor input, Tensor gamma, Tensor gain) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&,
                                                          const at::Tensor&)>(
                                   &kornia::enhance::adjust_gamma))},
       .call = [](const at::Tensor& x) { return adjust_gamma(x, 2.2); },
       .natives = {"_lut_uint8"}});

}  // namespace kornia::enhance
