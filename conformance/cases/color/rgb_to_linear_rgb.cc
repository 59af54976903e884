// Conformance case of ops/color/rgb_to_linear_rgb.
#include "ops/color/rgb_to_linear_rgb.h"

#include "conformance/cases/family.h"
#include "ops/color/linear_rgb_to_rgb.h"

// The sRGB threshold 0.04045 and its neighbours (where picks a side).
KC_CASE(color, rgb_to_linear_rgb) {
  const std::map<std::string, double> bounds = {
      {"bfloat16", 0.0078125}, {"float16", 0.001953125}, {"float32", 2.5e-7}, {"float64", 6e-8}};
  return CurveOp(
      op,
      InverseOf(
          color::linear_rgb_to_rgb_op(), bounds,
          "measured (2.14.1, every in-domain point): bfloat16 0.0039, float16 0.00073, float32 "
          "8.9e-8, float64 3.0e-8: Kornia's two curves are inverses only to about 1e-8 (thresholds "
          "0.04045 and 0.0031308 and the constants 0.055, 12.92 do not meet exactly)"),
      "threshold", {0.04045},
      {.fused_ulp = {{"float32", 64}},
       .reason = "the TensorExpr fuser computes the float32 pow with its own code, not libm's "
                 "powf: measured at most 51 ulp (2.14.1, the large value class); float64 takes "
                 "libm's pow there too and stays exact, float16/bfloat16 are not fused on CPU"});
}
