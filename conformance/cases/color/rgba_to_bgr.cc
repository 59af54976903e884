// Conformance case of ops/color/rgba_to_bgr.
#include "ops/color/rgba_to_bgr.h"

#include "conformance/cases/family.h"

KC_CASE(color, rgba_to_bgr) { return ElementwiseOp(op); }
