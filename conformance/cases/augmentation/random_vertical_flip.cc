// Conformance case of ops/augmentation/random_vertical_flip, a random op
// (family.h's RandomOp: one generator per shape class, a seed per point, the
// op object built inside the user path so that op(x) -- gate draw, parameter
// draws, apply -- is what is traced; a graph that baked in one call's draws
// fails the replay on the class's other seeds and images).
#include "ops/augmentation/random_vertical_flip.h"

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace random_vertical_flip_case {

using augmentation::RandomVerticalFlip;

OpCase Flip() {
  RandomSpec sweep;
  sweep.dtypes.push_back({torch::kByte, "uint8"});
  sweep.call = [](const std::string&, double p, const at::Generator& gen, const torch::Tensor& x) {
    return RandomVerticalFlip(p, gen)(x);
  };
  OpCase c = RandomOp(
      {.name = "RandomVerticalFlip",
       .package = "augmentation",
       .image = {.rank = core::ImageRank::kOptionalBatch, .dtypes = core::ImageDtypes::kAny}},
      sweep);
  c.kornia_none =
      "the flip decisions are drawn from the harness's generator inside op(x); Kornia draws "
      "from torch's global generator, so the two cannot be given the same draws";
  const auto gen = at::make_generator<at::CPUGeneratorImpl>(0);
  c.errors.push_back({"p_1_5", [gen] { RandomVerticalFlip(1.5, gen); },
                      "RandomVerticalFlip(): expected p in [0, 1], but got p = 1.5"});
  return c;
}

KC_REGISTER_CASE(Flip);

}  // namespace random_vertical_flip_case
}  // namespace kornia::conformance::cases
