// Conformance case of ops/color/rgb_to_yuv422 (family_yuv.h).
#include "ops/color/rgb_to_yuv422.h"

#include "conformance/cases/color/family_yuv.h"

KC_CASE(color, rgb_to_yuv422) {
  return FromRgbCase(op, color::rgb_to_yuv422, /*halve_height=*/false);
}
