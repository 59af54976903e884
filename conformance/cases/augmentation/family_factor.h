// The case of a one-factor random augmentation (RandomBrightness,
// RandomContrast), a random op (family.h's RandomOp; see family_flip.h): the
// gate, then one factor per sample drawn in a range. Variants: Kornia's
// default (1, 1) (the identity, still drawn), a range pair, the same range
// without clipping, one number s (the range 1 +- s). No Kornia call (its
// draws come from torch's global generator); the range and p errors.
#pragma once

#include <ATen/Generator.h>
#include <torch/types.h>

#include <functional>
#include <string>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

// The op built from (factor range, clip_output, p, generator): the image's
// call when `x` is defined, the constructor's checks alone when not.
using FactorAugmentation = std::function<torch::Tensor(
    const std::vector<double>& range, bool clip, const augmentation::Gate& p, const at::Generator&,
    const torch::Tensor& x)>;

struct FactorCase {
  std::string factor;  // its argument and step: "brightness" (adjust_brightness)
  std::vector<double> range;
  double scalar;
  std::vector<double> out_of_bounds;  // a pair past the bounds (not reversed)
  std::string bounds;                 // the message's: "0 <= min <= max <= 2"
  std::string out_of_bounds_text;     // the message's shape of out_of_bounds: "(0.5, 2.5)"
};

OpCase FactorOp(const core::OpSpec& op, FactorAugmentation make, const FactorCase& f);

}  // namespace kornia::conformance::cases
