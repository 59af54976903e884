// The case of a random flip (RandomHorizontalFlip, RandomVerticalFlip), a
// random op (family.h's RandomOp: one generator per shape class, a seed per
// point, the op object built inside the user path so that op(x) -- gate draw,
// apply -- is what is traced; a graph that baked in one call's draws fails
// the replay on the class's other seeds and images). Every dtype (a flip
// moves values), uint8 among the swept ones; no Kornia call (its draws come
// from torch's global generator); p outside [0, 1] refused.
#pragma once

#include <ATen/CPUGeneratorImpl.h>
#include <torch/types.h>

#include <string>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

template <class Flip>
OpCase FlipOp(const std::string& name) {
  RandomSpec sweep;
  sweep.dtypes.push_back({torch::kByte, "uint8"});
  sweep.call = [](const std::string&, double p, const at::Generator& gen, const torch::Tensor& x) {
    return Flip(p, gen)(x);
  };
  OpCase c = RandomOp(
      {.name = name,
       .package = "augmentation",
       .image = {.rank = core::ImageRank::kOptionalBatch, .dtypes = core::ImageDtypes::kAny}},
      sweep);
  c.kornia_none =
      "the flip decisions are drawn from the harness's generator inside op(x); Kornia draws "
      "from torch's global generator, so the two cannot be given the same draws";
  const auto gen = at::make_generator<at::CPUGeneratorImpl>(0);
  c.errors.push_back(
      {"p_1_5", [gen] { Flip(1.5, gen); }, name + "(): expected p in [0, 1], but got p = 1.5"});
  return c;
}

}  // namespace kornia::conformance::cases
