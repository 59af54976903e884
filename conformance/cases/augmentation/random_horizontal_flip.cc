// Conformance case of ops/augmentation/random_horizontal_flip (flip.h: the random
// flips' case).
#include "ops/augmentation/random_horizontal_flip.h"

#include "conformance/cases/augmentation/flip.h"

namespace kornia::conformance::cases {
namespace random_horizontal_flip_case {

OpCase Flip() { return FlipOp<augmentation::RandomHorizontalFlip>("RandomHorizontalFlip"); }

KC_REGISTER_CASE(Flip);

}  // namespace random_horizontal_flip_case
}  // namespace kornia::conformance::cases
