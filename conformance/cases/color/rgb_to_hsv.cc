// Conformance case of ops/color/rgb_to_hsv.
#include "ops/color/rgb_to_hsv.h"

#include "conformance/cases/family.h"
#include "ops/color/hsv_to_rgb.h"

KC_CASE(color, rgb_to_hsv) {
  OpCase c = ColorOp(
      op, InverseOf(
              color::hsv_to_rgb_op(),
              {{"bfloat16", 0.0625}, {"float16", 0.0078125}, {"float32", 1e-6}, {"float64", 2e-8}},
              "measured (2.14.1, every in-domain point): bfloat16 0.0586, float16 0.00708, float32 "
              "8.3e-7, float64 1.0e-8 (the eps = 1e-8 in the saturation divisor); the hue is "
              "rounded in the image dtype before hsv_to_rgb scales it by 6 / (2 pi)"));
  // The float32 kernel (_rgb_to_hsv) on every triple of 22 special values
  // (each zero sign) and every uint8 triple over 255, at eps 1e-8, 0, 1e-3.
  AddCompositePoints(c, "specials", [] { return RgbSpecialLayouts(); },
                     {[](const torch::Tensor& x) { return color::rgb_to_hsv(x); },
                      [](const torch::Tensor& x) { return color::rgb_to_hsv(x, 0.0); },
                      [](const torch::Tensor& x) { return color::rgb_to_hsv(x, 1e-3); }});
  AddCompositePoints(c, "float32", EveryTripleUnitInput, {op.call});
  return c;
}
