// The case of a one-factor random augmentation (RandomBrightness,
// RandomContrast), a random op (family.h's RandomOp; see flip.h): the gate,
// then one factor per sample drawn in a range. Variants: Kornia's default
// (1, 1) (the identity, still drawn), a range pair, the same range without
// clipping, one number s (the range 1 +- s). No Kornia call (its draws come
// from torch's global generator); the range and p errors.
#pragma once

#include <ATen/CPUGeneratorImpl.h>
#include <c10/util/StringUtil.h>
#include <torch/types.h>

#include <string>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

struct FactorCase {
  std::string name;    // "RandomBrightness"
  std::string factor;  // its argument and step: "brightness" (adjust_brightness)
  std::vector<double> range;
  double scalar;
  std::vector<double> out_of_bounds;  // a pair past the bounds (not reversed)
  std::string bounds;                 // the message's: "0 <= min <= max <= 2"
  std::string out_of_bounds_text;     // the message's shape of out_of_bounds: "(0.5, 2.5)"
};

template <class Op>
OpCase FactorOp(const FactorCase& f) {
  RandomSpec sweep;
  sweep.variants = {"default", "range", "noclip", "scalar"};
  sweep.large_variant = "range";
  sweep.lo = -0.25, sweep.hi = 1.25;
  sweep.call = [f](const std::string& v, double p, const at::Generator& gen,
                   const torch::Tensor& x) {
    if (v == "default") return Op({1.0, 1.0}, true, p, gen)(x);
    if (v == "range") return Op(f.range, true, p, gen)(x);
    if (v == "noclip") return Op(f.range, false, p, gen)(x);
    return Op({f.scalar}, true, p, gen)(x);
  };
  OpCase c = RandomOp({.name = f.name,
                       .package = "augmentation",
                       .image = {.rank = core::ImageRank::kOptionalBatch}},
                      sweep);
  c.kornia_none = c10::str(
      "the gate and the factor are drawn from the harness's generator inside op(x); Kornia draws "
      "from torch's global generator, so the two cannot be given the same draws (the apply "
      "step is adjust_",
      f.factor, ", compared with kornia.enhance in its own case)");
  const auto gen = at::make_generator<at::CPUGeneratorImpl>(0);
  const std::string expected = f.name + "(): expected " + f.factor;
  c.errors.insert(c.errors.end(),
                  {{f.factor + "_reversed",
                    [gen] {
                      Op({1.5, 0.5}, true, 0.5, gen);
                    },
                    c10::str(expected, " a range (min, max) with ", f.bounds, ", but got ",
                             f.factor, " range = (1.5, 0.5)")},
                   {f.factor + "_negative", [gen] { Op({-0.5}, true, 0.5, gen); },
                    c10::str(expected, " a finite number >= 0, but got ", f.factor, " = -0.5")},
                   {f.factor + "_bound", [gen, f] { Op(f.out_of_bounds, true, 0.5, gen); },
                    c10::str(expected, " a range (min, max) with ", f.bounds, ", but got ",
                             f.factor, " range = ", f.out_of_bounds_text)},
                   {"p_negative",
                    [gen] {
                      Op({1.0, 1.0}, true, -0.5, gen);
                    },
                    f.name + "(): expected p in [0, 1], but got p = -0.5"}});
  return c;
}

}  // namespace kornia::conformance::cases
