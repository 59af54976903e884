// Conformance case of ops/color/hls_to_rgb.
#include "ops/color/hls_to_rgb.h"

#include "conformance/cases/family.h"

KC_CASE(color, hls_to_rgb) {
  OpCase c = ColorOp(op);
  // The hue wheel, and the sextant edges at (l, s) = (0.5, 1) and (0.25, 0.75).
  AddPoints(c, [call = op.call] { return HuePoints(call, {{0.5, 1.0}, {0.25, 0.75}}); });
  c.tolerance.fused_ulp = {{"float32", 256}, {"float64", 256}};
  c.tolerance.reason =
      "the TensorExpr fuser rounds l - a * mink once where addcmul rounds twice; where a channel "
      "cancels to near 0 one operand rounding is many ulps of the result: measured at most 218 ulp "
      "in float32 (5.96e-8 absolute) and 103 ulp in float64 (2.8e-17), 2.14.1; float16/bfloat16 "
      "are not fused on CPU and stay exact";
  return c;
}
