// Conformance case of ops/augmentation/random_brightness, a random op (see
// random_horizontal_flip.cc): one factor draw per sample after the gate.
#include "ops/augmentation/random_brightness.h"

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace random_brightness_case {

using augmentation::RandomBrightness;

// Variants: Kornia's default (1, 1) (the identity, still drawn), a range
// pair, the same range without clipping, one number s (the range 1 +- s).
RandomBrightness Make(const std::string& v, double p, const at::Generator& gen) {
  if (v == "default") return RandomBrightness({1.0, 1.0}, true, p, gen);
  if (v == "range") return RandomBrightness({0.2, 1.8}, true, p, gen);
  if (v == "noclip") return RandomBrightness({0.2, 1.8}, false, p, gen);
  return RandomBrightness({0.5}, true, p, gen);
}

OpCase Brightness() {
  RandomSpec sweep;
  sweep.variants = {"default", "range", "noclip", "scalar"};
  sweep.large_variant = "range";
  sweep.lo = -0.25, sweep.hi = 1.25;
  sweep.call = [](const std::string& v, double p, const at::Generator& gen,
                  const torch::Tensor& x) { return Make(v, p, gen)(x); };
  OpCase c = RandomOp({.name = "RandomBrightness",
                       .package = "augmentation",
                       .image = {.rank = core::ImageRank::kOptionalBatch}},
                      sweep);
  c.kornia_none =
      "the gate and the factor are drawn from the harness's generator inside op(x); Kornia draws "
      "from torch's global generator, so the two cannot be given the same draws (the apply "
      "step is adjust_brightness, compared with kornia.enhance in its own case)";
  const auto gen = at::make_generator<at::CPUGeneratorImpl>(0);
  c.errors.insert(
      c.errors.end(),
      {{"brightness_reversed",
        [gen] {
          RandomBrightness({1.5, 0.5}, true, 0.5, gen);
        },
        "RandomBrightness(): expected brightness a range (min, max) with 0 <= min <= max <= 2, but "
        "got brightness range = (1.5, 0.5)"},
       {"brightness_negative", [gen] { RandomBrightness({-0.5}, true, 0.5, gen); },
        "RandomBrightness(): expected brightness a finite number >= 0, but got brightness = -0.5"},
       {"brightness_bound",
        [gen] {
          RandomBrightness({0.5, 2.5}, true, 0.5, gen);
        },
        "RandomBrightness(): expected brightness a range (min, max) with 0 <= min <= max <= 2, but "
        "got brightness range = (0.5, 2.5)"},
       {"p_negative",
        [gen] {
          RandomBrightness({1.0, 1.0}, true, -0.5, gen);
        },
        "RandomBrightness(): expected p in [0, 1], but got p = -0.5"}});
  return c;
}

KC_REGISTER_CASE(Brightness);

}  // namespace random_brightness_case
}  // namespace kornia::conformance::cases
