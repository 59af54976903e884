// Conformance case of ops/augmentation/random_vertical_flip (flip.h: the random
// flips' case).
#include "ops/augmentation/random_vertical_flip.h"

#include "conformance/cases/augmentation/flip.h"

namespace kornia::conformance::cases {
namespace random_vertical_flip_case {

OpCase Flip() { return FlipOp<augmentation::RandomVerticalFlip>("RandomVerticalFlip"); }

KC_REGISTER_CASE(Flip);

}  // namespace random_vertical_flip_case
}  // namespace kornia::conformance::cases
