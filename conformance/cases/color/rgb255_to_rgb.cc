// Conformance case of ops/color/rgb255_to_rgb.
#include "ops/color/rgb255_to_rgb.h"

#include "conformance/cases/family.h"
#include "ops/color/rgb_to_rgb255.h"

KC_CASE(color, rgb255_to_rgb) {
  const std::map<std::string, double> bounds = {
      {"float16", 0.125}, {"float32", 1.6e-5}, {"float64", 5.7e-14}};
  OpCase c = ColorOp(
      op,
      InverseOf(color::rgb_to_rgb255_op(), bounds,
                "measured (2.14.1, every in-domain point, values up to 255): float16 0.0625 (half "
                "an ulp at 128..255), float32 7.6e-6, float64 1.1e-16; bfloat16 came back exact",
                0.0, 255));
  // Its own range: values in [0, 255] per dtype.
  AddPoints(c, [call = op.call] { return VariantPoints({{"w33_255", call}}, 0, 255); });
  return c;
}
