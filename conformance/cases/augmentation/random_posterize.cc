// Conformance case of ops/augmentation/random_posterize, a random op (see
// family_flip.h): bits drawn per sample in [bits_low, 8].
#include "ops/augmentation/random_posterize.h"

#include <ATen/CPUGeneratorImpl.h>

#include "conformance/cases/family.h"

KC_CASE(augmentation, random_posterize) {
  using augmentation::RandomPosterize;
  RandomSpec sweep{
      .variants = {"low0", "low3", "low8"}, .large_variant = "low3", .lo = -0.25, .hi = 1.25};
  sweep.call = [](const std::string& v, const augmentation::Gate& p, const at::Generator& gen,
                  const torch::Tensor& x) {
    return RandomPosterize(std::stod(v.substr(3)), p, gen)(x);
  };
  OpCase c = RandomOp(op, sweep);
  c.kornia_none = DrawnInside(
      "the gate and bits",
      "the apply step is posterize, compared with kornia.enhance.posterize in its own case");
  const auto gen = at::make_generator<at::CPUGeneratorImpl>(0);
  c.errors.insert(c.errors.end(), {{"bits_9", [gen] { RandomPosterize(9, 0.5, gen); },
                                    "expected bits in [0, 8], but got bits = 9"},
                                   {"p_negative", [gen] { RandomPosterize(3, -0.1, gen); },
                                    "expected p in [0, 1], but got p = -0.1"}});
  return c;
}
