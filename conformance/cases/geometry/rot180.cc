// Conformance case of ops/geometry/rot180 (family_flip.h).
#include "ops/geometry/rot180.h"

#include "conformance/cases/geometry/family_flip.h"

KC_CASE(geometry, rot180) { return FlipOp(op, /*takes_a_row=*/false); }
