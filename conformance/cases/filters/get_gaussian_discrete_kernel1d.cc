// Conformance case of ops/filters/get_gaussian_discrete_kernel1d (family_factory.h: the 1-D
// Gaussian sweep, host sigmas and sigma tables, and its refusals).
#include "ops/filters/get_gaussian_discrete_kernel1d.h"

#include "conformance/cases/filters/family_factory.h"

KC_CASE(filters, get_gaussian_discrete_kernel1d) {
  using filters::get_gaussian_discrete_kernel1d;
  const GaussianHost host = [](int64_t k, double sigma, bool even,
                               std::optional<torch::ScalarType> d) {
    return get_gaussian_discrete_kernel1d(k, sigma, even, std::nullopt, d);
  };
  const GaussianTensor tensor = [](int64_t k, const torch::Tensor& sigma, bool even) {
    return get_gaussian_discrete_kernel1d(k, sigma, even);
  };
  OpCase c = KernelFactoryOp(op, Gaussian1dSweep(host, tensor, /*even=*/false));
  c.not_fusible =
      "the TensorExpr fuser does not finish compiling the unrolled Bessel recurrence (over 5 "
      "minutes on one (2, 1) sigma, torch 2.14.1); capture and replay are judged";
  c.errors = Gaussian1dErrors(host, tensor, /*even=*/false);
  return c;
}
