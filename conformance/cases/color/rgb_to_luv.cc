// Conformance case of ops/color/rgb_to_luv.
#include "ops/color/rgb_to_luv.h"

#include "conformance/cases/family.h"
#include "ops/color/luv_to_rgb.h"

// The sRGB threshold 0.04045 and the grey whose linear value is Luv's knee
// 0.008856 (1.055 * 0.008856 ** (1 / 2.4) - 0.055), and their neighbours.
KC_CASE(color, rgb_to_luv) {
  const std::map<std::string, double> bounds = {
      {"bfloat16", 0.0625}, {"float16", 0.0078125}, {"float32", 4e-5}, {"float64", 6e-8}};
  return CurveOp(
      op,
      InverseOf(color::luv_to_rgb_op(), bounds,
                "measured (2.14.1, every in-domain point): bfloat16 0.0554, float16 0.00623, "
                "float32 2.1e-5, float64 3.0e-8: each direction rounds once to the image "
                "dtype, Kornia's knee constants (0.008856, 7.787, 0.2068966) and its sRGB "
                "curves (rgb_to_linear_rgb) meet only to about 1e-7, and dark colors amplify"),
      "thresholds", {0.04045, 0.0922091},
      {.fused_ulp = {{"float32", 512}, {"float16", 64}, {"bfloat16", 8}},
       .fused_abs = {{"float32", 5e-4}},
       .reason =
           "the TensorExpr fuser computes the float32 pows with its own code, not libm's (measured "
           "on 2.14.1: float16 44 ulp, bfloat16 6 ulp after rounding; float32 359,197 ulp where "
           "u' - u'_white cancels to near 0, and 406 ulp on the large class, whose mixed-sign XYZ "
           "cancel in x + 15 y + 3 z; float32 is judged per element within 512 ulp or 5e-4); "
           "float64 takes libm's pow there too and stays exact"});
}
