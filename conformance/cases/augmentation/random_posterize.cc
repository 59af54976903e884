// Conformance case of ops/augmentation/random_posterize, a random op (see
// random_horizontal_flip.cc): bits drawn per sample in [bits_low, 8].
#include "ops/augmentation/random_posterize.h"

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace random_posterize_case {

using augmentation::RandomPosterize;

OpCase Posterize() {
  RandomSpec sweep;
  sweep.variants = {"low0", "low3", "low8"};
  sweep.large_variant = "low3";
  sweep.lo = -0.25, sweep.hi = 1.25;
  sweep.call = [](const std::string& v, double p, const at::Generator& gen,
                  const torch::Tensor& x) {
    return RandomPosterize(std::stod(v.substr(3)), p, gen)(x);
  };
  OpCase c = RandomOp({.name = "RandomPosterize",
                       .package = "augmentation",
                       .image = {.rank = core::ImageRank::kOptionalBatch}},
                      sweep);
  c.kornia_none =
      "the gate and bits are drawn from the harness's generator inside op(x); Kornia draws "
      "from torch's global generator, so the two cannot be given the same draws (the apply "
      "step is posterize, compared with kornia.enhance.posterize in its own case)";
  const auto gen = at::make_generator<at::CPUGeneratorImpl>(0);
  c.errors.insert(c.errors.end(), {{"bits_9", [gen] { RandomPosterize(9, 0.5, gen); },
                                    "RandomPosterize(): expected bits in [0, 8], but got bits = 9"},
                                   {"p_negative", [gen] { RandomPosterize(3, -0.1, gen); },
                                    "RandomPosterize(): expected p in [0, 1], but got p = -0.1"}});
  return c;
}

KC_REGISTER_CASE(Posterize);

}  // namespace random_posterize_case
}  // namespace kornia::conformance::cases
