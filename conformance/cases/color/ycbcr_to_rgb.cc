// Conformance case of ops/color/ycbcr_to_rgb.
#include "ops/color/ycbcr_to_rgb.h"

#include "conformance/cases/family.h"

KC_CASE(color, ycbcr_to_rgb) { return ColorOp(op); }
