// The case of a random flip (RandomHorizontalFlip, RandomVerticalFlip), a
// random op (family.h's RandomOp: one generator per shape class, a seed per
// point, the op object built inside the user path so that op(x) -- gate draw,
// apply -- is what is traced; a graph that baked in one call's draws fails
// the replay on the class's other seeds and images). Every dtype (a flip
// moves values), uint8 among the swept ones; no Kornia call (its draws come
// from torch's global generator); p outside [0, 1] refused.
#pragma once

#include <ATen/Generator.h>
#include <torch/types.h>

#include <functional>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

// The flip op built at probability p around a generator, then applied.
using FlipCall = std::function<torch::Tensor(const augmentation::Gate& p, const at::Generator&,
                                             const torch::Tensor&)>;

// `make(p, generator)` builds the op (no image: the p check alone).
OpCase FlipOp(const core::OpSpec& op, FlipCall call,
              std::function<void(double p, const at::Generator&)> make);

}  // namespace kornia::conformance::cases
