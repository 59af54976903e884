// Conformance case of ops/augmentation/random_contrast, a random op (see
// random_horizontal_flip.cc): one factor draw per sample after the gate.
#include "ops/augmentation/random_contrast.h"

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace random_contrast_case {

using augmentation::RandomContrast;

// Variants: Kornia's default (1, 1) (the identity, still drawn), a range
// pair, the same range without clipping, one number s (the range 1 +- s).
RandomContrast Make(const std::string& v, double p, const at::Generator& gen) {
  if (v == "default") return RandomContrast({1.0, 1.0}, true, p, gen);
  if (v == "range") return RandomContrast({0.0, 3.0}, true, p, gen);
  if (v == "noclip") return RandomContrast({0.0, 3.0}, false, p, gen);
  return RandomContrast({1.5}, true, p, gen);
}

OpCase Contrast() {
  RandomSpec sweep;
  sweep.variants = {"default", "range", "noclip", "scalar"};
  sweep.large_variant = "range";
  sweep.lo = -0.25, sweep.hi = 1.25;
  sweep.call = [](const std::string& v, double p, const at::Generator& gen,
                  const torch::Tensor& x) { return Make(v, p, gen)(x); };
  OpCase c = RandomOp({.name = "RandomContrast",
                       .package = "augmentation",
                       .image = {.rank = core::ImageRank::kOptionalBatch}},
                      sweep);
  c.kornia_none =
      "the gate and the factor are drawn from the harness's generator inside op(x); Kornia draws "
      "from torch's global generator, so the two cannot be given the same draws (the apply "
      "step is adjust_contrast, compared with kornia.enhance in its own case)";
  const auto gen = at::make_generator<at::CPUGeneratorImpl>(0);
  c.errors.insert(
      c.errors.end(),
      {{"contrast_reversed",
        [gen] {
          RandomContrast({1.5, 0.5}, true, 0.5, gen);
        },
        "RandomContrast(): expected contrast a range (min, max) with 0 <= min <= max <= inf, but "
        "got contrast range = (1.5, 0.5)"},
       {"contrast_negative", [gen] { RandomContrast({-0.5}, true, 0.5, gen); },
        "RandomContrast(): expected contrast a finite number >= 0, but got contrast = -0.5"},
       {"contrast_bound",
        [gen] {
          RandomContrast({-0.5, 1.0}, true, 0.5, gen);
        },
        "RandomContrast(): expected contrast a range (min, max) with 0 <= min <= max <= inf, but "
        "got contrast range = (-0.5, 1)"},
       {"p_negative",
        [gen] {
          RandomContrast({1.0, 1.0}, true, -0.5, gen);
        },
        "RandomContrast(): expected p in [0, 1], but got p = -0.5"}});
  return c;
}

KC_REGISTER_CASE(Contrast);

}  // namespace random_contrast_case
}  // namespace kornia::conformance::cases
