// Conformance case of ops/color/rgb_to_xyz.
#include "ops/color/rgb_to_xyz.h"

#include "conformance/cases/family.h"
#include "ops/color/xyz_to_rgb.h"

KC_CASE(color, rgb_to_xyz) {
  const std::map<std::string, double> bounds = {
      {"bfloat16", 0.015625}, {"float16", 0.001953125}, {"float32", 1e-6}, {"float64", 1e-15}};
  return ColorOp(
      op, InverseOf(color::xyz_to_rgb_op(), bounds,
                    "measured (2.14.1, every in-domain point): bfloat16 0.0117, float16 0.00146, "
                    "float32 4.8e-7, float64 7.8e-16; each direction rounds once to the image "
                    "dtype and xyz_to_rgb amplifies by its row sums (up to 5.3)"));
}
