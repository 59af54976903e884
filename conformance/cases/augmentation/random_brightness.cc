// Conformance case of ops/augmentation/random_brightness (factor.h: the one-factor
// random augmentations' case).
#include "ops/augmentation/random_brightness.h"

#include "conformance/cases/augmentation/factor.h"

namespace kornia::conformance::cases {
namespace random_brightness_case {

OpCase Brightness() {
  return FactorOp<augmentation::RandomBrightness>({.name = "RandomBrightness",
                                                   .factor = "brightness",
                                                   .range = {0.2, 1.8},
                                                   .scalar = 0.5,
                                                   .out_of_bounds = {0.5, 2.5},
                                                   .bounds = "0 <= min <= max <= 2",
                                                   .out_of_bounds_text = "(0.5, 2.5)"});
}

KC_REGISTER_CASE(Brightness);

}  // namespace random_brightness_case
}  // namespace kornia::conformance::cases
