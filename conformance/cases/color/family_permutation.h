// The case of a channel permutation (rgb_to_bgr, bgr_to_rgb): the twin ops'
// shared builder.
#pragma once

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

// ColorOp with `inverse` (the other permutation) as its inverse, exact on
// every finite value of every dtype, plus integer and bool images: a
// permutation only moves values, so it takes any dtype.
OpCase PermutationOp(const core::OpSpec& op, const core::OpSpec& inverse);

}  // namespace kornia::conformance::cases
