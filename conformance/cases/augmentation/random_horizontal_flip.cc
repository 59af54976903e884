// Conformance case of ops/augmentation/random_horizontal_flip (family_flip.h: the
// random flips' case).
#include "ops/augmentation/random_horizontal_flip.h"

#include "conformance/cases/augmentation/family_flip.h"

KC_CASE(augmentation, random_horizontal_flip) {
  using augmentation::RandomHorizontalFlip;
  return FlipOp(
      op,
      [](const augmentation::Gate& p, const at::Generator& g, const torch::Tensor& x) {
        return RandomHorizontalFlip(p, g)(x);
      },
      [](double p, const at::Generator& g) { RandomHorizontalFlip(p, g); });
}
