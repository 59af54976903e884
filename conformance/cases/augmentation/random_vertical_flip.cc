// Conformance case of ops/augmentation/random_vertical_flip (family_flip.h: the
// random flips' case).
#include "ops/augmentation/random_vertical_flip.h"

#include "conformance/cases/augmentation/family_flip.h"

KC_CASE(augmentation, random_vertical_flip) {
  using augmentation::RandomVerticalFlip;
  return FlipOp(
      op,
      [](const augmentation::Gate& p, const at::Generator& g, const torch::Tensor& x) {
        return RandomVerticalFlip(p, g)(x);
      },
      [](double p, const at::Generator& g) { RandomVerticalFlip(p, g); });
}
