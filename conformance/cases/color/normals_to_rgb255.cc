// Conformance case of ops/color/normals_to_rgb255.
#include "ops/color/normals_to_rgb255.h"

#include "conformance/cases/family.h"

// The elementwise sweep over [-1, 1] (the clip at both ends reached by the
// value classes), and the color sweep's ties. No inverse check:
// rgb255_to_normals inverts it on unit vectors only, not on a box of values.
KC_CASE(color, normals_to_rgb255) { return ElementwiseOp(op, {.lo = -1.0, .hi = 1.0}); }
