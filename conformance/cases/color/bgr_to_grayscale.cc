// Conformance case of ops/color/bgr_to_grayscale.
#include "ops/color/bgr_to_grayscale.h"

#include "conformance/cases/family.h"

KC_CASE(color, bgr_to_grayscale) {
  OpCase c = ColorOp(op);
  AddPoints(c, [call = op.call] { return IntegerPoints(call, {torch::kByte}); });
  c.tolerance.fused_ulp = {{"float32", 8}, {"float64", 8}};
  c.tolerance.reason =
      "the TensorExpr fuser evaluates the weighted sum (mul, addcmul, addcmul) as one expression "
      "with its own contraction, on the channels reversed: measured at most 6 ulp in float32 "
      "(float32_w33_interesting, 2.14.1); float16/bfloat16 are not fused on CPU and stay exact";
  // Every RGB triple through the uint8 kernel (_gray_uint8) and its composite.
  AddCompositePoints(c, "uint8", EveryTripleInput, {op.call});
  return c;
}
