// Conformance case of ops/geometry/vflip (family_flip.h).
#include "ops/geometry/vflip.h"

#include "conformance/cases/geometry/family_flip.h"

KC_CASE(geometry, vflip) { return FlipOp(op, /*takes_a_row=*/false); }
