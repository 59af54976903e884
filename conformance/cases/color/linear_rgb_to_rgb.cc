// Conformance case of ops/color/linear_rgb_to_rgb.
#include "ops/color/linear_rgb_to_rgb.h"

#include "conformance/cases/family.h"
#include "ops/color/rgb_to_linear_rgb.h"

// The linear threshold 0.0031308 and its neighbours (where picks a side).
KC_CASE(color, linear_rgb_to_rgb) {
  const std::map<std::string, double> bounds = {
      {"bfloat16", 0.03125}, {"float16", 0.00390625}, {"float32", 5e-7}, {"float64", 5e-9}};
  return CurveOp(
      op,
      InverseOf(color::rgb_to_linear_rgb_op(), bounds,
                "measured (2.14.1, every in-domain point): bfloat16 0.0156, "
                "float16 0.00195, float32 2.4e-7, float64 2.2e-9 (Kornia's two "
                "curves meet only approximately at their thresholds)"),
      "threshold", {0.0031308},
      {.fused_ulp = {{"float32", 16}},
       .reason = "the TensorExpr fuser computes the float32 pow with its own code, not "
                 "libm's powf: measured at most 14 ulp (2.14.1); float64 takes libm's "
                 "pow there too and stays exact, float16/bfloat16 are not fused on CPU"});
}
