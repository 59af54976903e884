// Conformance case of ops/color/rgb_to_lab.
#include "ops/color/rgb_to_lab.h"

#include "conformance/cases/family.h"
#include "ops/color/lab_to_rgb.h"

// The sRGB threshold 0.04045 and the grey whose linear value is Lab's knee
// 0.008856 (1.055 * 0.008856 ** (1 / 2.4) - 0.055), and their neighbours.
KC_CASE(color, rgb_to_lab) {
  const std::map<std::string, double> bounds = {
      {"bfloat16", 0.0625}, {"float16", 0.0078125}, {"float32", 1.5e-5}, {"float64", 6e-8}};
  return CurveOp(
      op,
      InverseOf(color::lab_to_rgb_op(), bounds,
                "measured (2.14.1, every in-domain point): bfloat16 0.0431, float16 0.00636, "
                "float32 7.5e-6, float64 3.0e-8: each direction rounds once to the image "
                "dtype, Kornia's knee constants (0.008856, 7.787, 0.2068966) and its sRGB "
                "curves (rgb_to_linear_rgb) meet only to about 1e-7, and dark colors amplify"),
      "thresholds", {0.04045, 0.0922091},
      {.fused_ulp = {{"float32", 64}, {"float16", 32}, {"bfloat16", 8}},
       .fused_abs = {{"float32", 5e-4}},
       .reason =
           "the TensorExpr fuser computes the float32 pows with its own code, not libm's (measured "
           "on 2.14.1: float16 31 ulp, bfloat16 4 ulp after rounding; float32 256,000 ulp where a "
           "= 500 (f(x) - f(y)) cancels to near 0 on near-grey pixels, so float32 is judged per "
           "element within 64 ulp or 5e-4); float64 takes libm's pow there too and stays exact"});
}
