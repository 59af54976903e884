// Conformance case of ops/geometry/hflip (family_flip.h).
#include "ops/geometry/hflip.h"

#include "conformance/cases/geometry/family_flip.h"

KC_CASE(geometry, hflip) { return FlipOp(op, /*takes_a_row=*/true); }
