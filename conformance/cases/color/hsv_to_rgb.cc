// Conformance case of ops/color/hsv_to_rgb.
#include "ops/color/hsv_to_rgb.h"

#include "conformance/cases/family.h"

KC_CASE(color, hsv_to_rgb) {
  OpCase c = ColorOp(op);
  // The hue wheel, and the sextant edges at (s, v) = (1, 1) and (0.5, 0.75).
  AddPoints(c, [call = op.call] { return HuePoints(call, {{1.0, 1.0}, {0.5, 0.75}}); });
  // The float32 kernel (_hsv_to_rgb) on hues at, an ulp around and between
  // every sextant boundary over four turns, specials, on every layout.
  AddCompositePoints(c, "hsv", [] { return FloatLayouts(HsvValues); }, {op.call});
  return c;
}
