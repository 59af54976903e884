// Conformance case of ops/color/rgb_to_hls.
#include "ops/color/rgb_to_hls.h"

#include "conformance/cases/family.h"
#include "ops/color/hls_to_rgb.h"

KC_CASE(color, rgb_to_hls) {
  const std::map<std::string, double> bounds = {
      {"bfloat16", 0.03125}, {"float16", 0.0078125}, {"float32", 1.5e-6}, {"float64", 3e-8}};
  return ColorOp(
      op, InverseOf(color::hls_to_rgb_op(), bounds,
                    "measured (2.14.1, every in-domain point): bfloat16 0.0234, float16 0.0044, "
                    "float32 6.9e-7, float64 1.5e-8 (the eps = 1e-8 of both divisors); the hue is "
                    "rounded in the image dtype before hls_to_rgb scales it by 6 / pi"));
}
