// Conformance case of ops/enhance/adjust_saturation_with_gray_subtraction.
#include "ops/enhance/adjust_saturation_with_gray_subtraction.h"

#include "conformance/cases/enhance/family_factor.h"

KC_CASE(enhance, adjust_saturation_with_gray_subtraction) {
  auto f = [](const torch::Tensor& x, const auto& v) {
    return enhance::adjust_saturation_with_gray_subtraction(x, v);
  };
  OpCase c = FactorOp(op, {.factor = 1.5,
                           .op = f,
                           .host_values = {0.0, 0.5, 1.0, 2.0, -1.0},
                           .pairs = {{1.5, 0.5}, {0.0, 2.0}, {1.0, -1.0}, {0.25, 4.0}}});
  // A gray image comes back unchanged.
  AddPoints(c, [f] { return ShapePoints(f, 0.5, {{"gray", {2, 1, 3, 33}}}); });
  c.errors.push_back(
      {"channels_2",
       [f] {
         f(torch::rand({1, 2, 4, 4}), 0.5);
       },
       "expected an image of shape (*, 3, H, W) or (*, 1, H, W), but got shape [1, 2, 4, 4]"});
  c.tolerance.fused_ulp = {{"float32", 256}, {"float64", 2048}};
  c.tolerance.reason =
      "the TensorExpr fuser contracts the grayscale sum and (1 - factor) * "
      "gray + factor * image its own way, and where the sum cancels to near 0 "
      "one rounding is many ulps of the result: measured at most 128 ulp "
      "float32 (2.4e-7 absolute) and 1024 ulp float64 (4.4e-16), 2.14.1; "
      "float16/bfloat16 are not fused on CPU";
  return c;
}
