// The flips' case (hflip, vflip, rot180: ops that only move values, each its
// own inverse): the elementwise sweep (every tail and precision-edge width,
// every value class, every float16/bfloat16 bit pattern), ties, the
// inverse check (the op twice is the identity, exact for every value), the
// integer and bool dtypes, and the ranks Kornia takes beside (*, C, H, W):
// (H, W) planes and 5-D batches, and for hflip a row (W).
#pragma once

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

OpCase FlipOp(const core::OpSpec& op, bool takes_a_row);

}  // namespace kornia::conformance::cases
