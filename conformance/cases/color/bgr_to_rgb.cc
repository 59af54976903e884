// Conformance case of ops/color/bgr_to_rgb (family_permutation.h).
#include "ops/color/bgr_to_rgb.h"

#include "conformance/cases/color/family_permutation.h"
#include "ops/color/rgb_to_bgr.h"

KC_CASE(color, bgr_to_rgb) { return PermutationOp(op, color::rgb_to_bgr_op()); }
