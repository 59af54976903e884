// Conformance case of ops/color/rgb_to_ycbcr.
#include "ops/color/rgb_to_ycbcr.h"

#include "conformance/cases/family.h"
#include "ops/color/ycbcr_to_rgb.h"

KC_CASE(color, rgb_to_ycbcr) {
  const std::map<std::string, double> bounds = {
      {"bfloat16", 0.015625}, {"float16", 0.001953125}, {"float32", 5e-7}, {"float64", 5e-11}};
  return ColorOp(
      op, InverseOf(
              color::ycbcr_to_rgb_op(), bounds,
              "measured (2.14.1, every in-domain point): bfloat16 0.0117, float16 0.00146, float32 "
              "2.4e-7, float64 1.9e-11 (Kornia's ycbcr_to_rgb coefficients have 10 digits, so the "
              "pair is an inverse to about 1e-11); every step rounds in the image dtype"));
}
