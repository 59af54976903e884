// Conformance case of ops/color/rgb_to_bgr (family_permutation.h).
#include "ops/color/rgb_to_bgr.h"

#include "conformance/cases/color/family_permutation.h"
#include "ops/color/bgr_to_rgb.h"

KC_CASE(color, rgb_to_bgr) { return PermutationOp(op, color::bgr_to_rgb_op()); }
