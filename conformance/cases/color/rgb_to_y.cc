// Conformance case of ops/color/rgb_to_y.
#include "ops/color/rgb_to_y.h"

#include "conformance/cases/family.h"

KC_CASE(color, rgb_to_y) { return ColorOp(op); }
