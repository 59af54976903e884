// Conformance case of ops/augmentation/random_gaussian_noise, a random op (see
// family_flip.h): a float32 normal draw per element after the gate.
#include "ops/augmentation/random_gaussian_noise.h"

#include <ATen/CPUGeneratorImpl.h>

#include <cmath>
#include <limits>

#include "conformance/cases/family.h"

KC_CASE(augmentation, random_gaussian_noise) {
  using augmentation::RandomGaussianNoise;
  // Variants: Kornia's default (mean 0, std 1) and a small offset noise.
  RandomSpec sweep{
      .variants = {"default", "small"}, .large_variant = "small", .lo = -0.25, .hi = 1.25};
  sweep.call = [](const std::string& v, const augmentation::Gate& p, const at::Generator& gen,
                  const torch::Tensor& x) {
    return v == "default" ? RandomGaussianNoise(0.0, 1.0, p, gen)(x)
                          : RandomGaussianNoise(0.5, 0.1, p, gen)(x);
  };
  OpCase c = RandomOp(op, sweep);
  c.kornia_none = DrawnInside("the gate and the noise", "the apply step is x + noise");
  const auto gen = at::make_generator<at::CPUGeneratorImpl>(0);
  // RandomGaussianNoise(mean, stddev, p) on `gen`: its constructor's checks.
  auto made = [gen](double mean, double stddev, double p) {
    return [=] { RandomGaussianNoise(mean, stddev, p, gen); };
  };
  c.errors.insert(
      c.errors.end(),
      {{"std_negative", made(0, -1, 0.5), "expected a finite std >= 0, but got std = -1"},
       {"std_nan", made(0, std::nan(""), 0.5), "expected a finite std >= 0, but got std = nan"},
       {"mean_inf", made(std::numeric_limits<double>::infinity(), 1, 0.5),
        "expected a finite mean, but got mean = inf"},
       {"p_above_1", made(0, 1, 1.5), "expected p in [0, 1], but got p = 1.5"}});
  return c;
}
