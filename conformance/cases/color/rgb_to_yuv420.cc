// Conformance case of ops/color/rgb_to_yuv420 (family_yuv.h).
#include "ops/color/rgb_to_yuv420.h"

#include "conformance/cases/color/family_yuv.h"

KC_CASE(color, rgb_to_yuv420) {
  return FromRgbCase(op, color::rgb_to_yuv420, /*halve_height=*/true);
}
