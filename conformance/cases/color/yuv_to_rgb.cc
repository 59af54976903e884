// Conformance case of ops/color/yuv_to_rgb.
#include "ops/color/yuv_to_rgb.h"

#include "conformance/cases/family.h"
#include "ops/color/rgb_to_yuv.h"

KC_CASE(color, yuv_to_rgb) {
  const std::map<std::string, double> bounds = {
      {"bfloat16", 0.0078125}, {"float16", 0.001953125}, {"float32", 5e-7}, {"float64", 1e-15}};
  return ColorOp(
      op,
      InverseOf(color::rgb_to_yuv_op(), bounds,
                "measured (2.14.1, every in-domain point): bfloat16 0.0039, float16 0.00098, "
                "float32 2.4e-7, float64 4.4e-16; each direction rounds once to the image dtype"));
}
