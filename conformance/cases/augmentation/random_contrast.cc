// Conformance case of ops/augmentation/random_contrast (factor.h: the one-factor
// random augmentations' case).
#include "ops/augmentation/random_contrast.h"

#include "conformance/cases/augmentation/factor.h"

namespace kornia::conformance::cases {
namespace random_contrast_case {

OpCase Contrast() {
  return FactorOp<augmentation::RandomContrast>({.name = "RandomContrast",
                                                 .factor = "contrast",
                                                 .range = {0.0, 3.0},
                                                 .scalar = 1.5,
                                                 .out_of_bounds = {-0.5, 1.0},
                                                 .bounds = "0 <= min <= max <= inf",
                                                 .out_of_bounds_text = "(-0.5, 1)"});
}

KC_REGISTER_CASE(Contrast);

}  // namespace random_contrast_case
}  // namespace kornia::conformance::cases
