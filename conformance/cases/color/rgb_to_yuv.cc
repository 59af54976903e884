// Conformance case of ops/color/rgb_to_yuv.
#include "ops/color/rgb_to_yuv.h"

#include "conformance/cases/family.h"
#include "ops/color/yuv_to_rgb.h"

KC_CASE(color, rgb_to_yuv) {
  const std::map<std::string, double> bounds = {
      {"bfloat16", 0.0078125}, {"float16", 0.0009765625}, {"float32", 5e-7}, {"float64", 1e-15}};
  return ColorOp(
      op,
      InverseOf(color::yuv_to_rgb_op(), bounds,
                "measured (2.14.1, every in-domain point): bfloat16 0.0039, float16 0.00049, "
                "float32 1.8e-7, float64 3.3e-16; each direction rounds once to the image dtype"));
}
