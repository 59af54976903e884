#include "conformance/cases/color/family_permutation.h"

#include <cfloat>

namespace kornia::conformance::cases {

OpCase PermutationOp(const core::OpSpec& op, const core::OpSpec& inverse) {
  OpCase c = ColorOp(
      op, InverseOf(inverse, {}, "a permutation: exact for every finite value of every dtype",
                    -DBL_MAX, DBL_MAX));
  // Any dtype: the values are only moved.
  AddPoints(c, [call = op.call] {
    return IntegerPoints(call, {torch::kByte, torch::kInt, torch::kLong, torch::kBool});
  });
  return c;
}

}  // namespace kornia::conformance::cases
