// Conformance case of ops/enhance/adjust_saturation_with_gray_subtraction.
#include "ops/enhance/adjust_saturation_with_gray_subtraction.h"

#include <cmath>
#include <vector>

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
  // The kernel (_saturation_gray_subtraction: rgb_to_grayscale's multiply and
  // two addcmul, fused as this run's ATen fuses them, then the blend and the
  // clamp in one pass) on the special triples at factors in and past [0, 1],
  // per sample, per channel (the ATen form), and every uint8 triple over 255.
  const double nan = NAN, inf = INFINITY;
  AddCompositePoints(
      c, "specials", [] { return RgbSpecialLayouts(); },
      FactorCalls(f, {0.0, 0.5, 1.0, 1.5, 2.0, 10.0, -1.0, 1e30, nan, inf, -inf},
                  {PerSampleFactor(-0.5, 3.0)}));
  AddCompositePoints(c, "per_channel", [] { return RgbSpecialLayouts(true, true); },
                     {[f](const torch::Tensor& x) {
                       return f(x, torch::tensor({0.5f, 1.5f, 3.0f}).expand({x.size(0), 3}));
                     }});
  AddCompositePoints(c, "float32", EveryTripleUnitInput, FactorCalls(f, {0.5, 1.5, 10.0}));
  return c;
}
