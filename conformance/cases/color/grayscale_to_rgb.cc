// Conformance case of ops/color/grayscale_to_rgb.
#include "ops/color/grayscale_to_rgb.h"

#include "conformance/cases/family.h"
#include "ops/color/rgb_to_grayscale.h"

KC_CASE(color, grayscale_to_rgb) {
  OpCase c = ElementwiseOp(op);
  // Any dtype: the values are only copied (bool has no inverse: rgb_to_grayscale refuses it).
  AddPoints(c, [call = op.call] {
    return IntegerPoints(call, {torch::kByte, torch::kInt, torch::kLong}, 1);
  });
  c.inverse = InverseOf(color::rgb_to_grayscale_op(),
                        {{"bfloat16", 0.0078125},
                         {"float16", 0.0009765625},
                         {"float32", 2.5e-7},
                         {"float64", 4.5e-16}},
                        "measured (2.14.1, every in-domain point): bfloat16 0.0039, float16 "
                        "0.00049, float32 6.0e-8, float64 1.1e-16: the BT.601 weights rounded to "
                        "the dtype sum to 1 within an ulp and each product rounds");
  return c;
}
