// Conformance case of ops/color/rgb_to_rgb255.
#include "ops/color/rgb_to_rgb255.h"

#include "conformance/cases/family.h"
#include "ops/color/rgb255_to_rgb.h"

KC_CASE(color, rgb_to_rgb255) {
  const std::map<std::string, double> bounds = {
      {"float16", 0.0009765625}, {"float32", 2.5e-7}, {"float64", 4.5e-16}};
  return ColorOp(
      op, InverseOf(color::rgb255_to_rgb_op(), bounds,
                    "measured (2.14.1, every in-domain point): float16 0.00049, float32 6.0e-8, "
                    "float64 1.1e-16 (x * 255 / 255 rounds twice); bfloat16 came back exact"));
}
