// Conformance case of ops/enhance/adjust_saturation_with_gray_subtraction.
#include "ops/enhance/adjust_saturation_with_gray_subtraction.h"

#include "conformance/cases/enhance/factor.h"

namespace kornia::conformance::cases {
namespace adjust_saturation_with_gray_subtraction_case {

OpCase AdjustSaturationGray() {
  OpCase c = FactorOp(
      {
          .name = "adjust_saturation_with_gray_subtraction",
          .package = "enhance",
          .kornia = "kornia.enhance.adjust_saturation_with_gray_subtraction",
      },
      {.factor = 1.5,
       .host = [](const torch::Tensor& x,
                  double v) { return enhance::adjust_saturation_with_gray_subtraction(x, v); },
       .tensor =
           [](const torch::Tensor& x, const torch::Tensor& v) {
             return enhance::adjust_saturation_with_gray_subtraction(x, v);
           },
       .host_values = {0.0, 0.5, 1.0, 2.0, -1.0},
       .pairs = {{1.5, 0.5}, {0.0, 2.0}, {1.0, -1.0}, {0.25, 4.0}}});
  // A gray image comes back unchanged.
  AddPoints(c, [] {
    std::vector<SweepPoint> points;
    for (const auto& d : kFloatDtypes) {
      const std::string id = std::string(d.name) + "_gray";
      SweepPoint p = Point(id, id, d.name,
                           {MakeInput({2, 1, 3, 33}, d.type, ValueClass::kUniform, SeedOf(id))},
                           [](const Inputs& in) {
                             return enhance::adjust_saturation_with_gray_subtraction(in[0], 0.5);
                           });
      p.kornia = R"({"args": ["$0", 0.5]})";
      points.push_back(std::move(p));
    }
    return points;
  });
  c.errors.push_back(
      {"channels_2",
       [] {
         enhance::adjust_saturation_with_gray_subtraction(torch::rand({1, 2, 4, 4}), 0.5);
       },
       "adjust_saturation_with_gray_subtraction(): expected an image of shape (*, 3, H, W) or (*, "
       "1, H, W), but got shape [1, 2, 4, 4]"});
  c.tolerance.fused_ulp = {{"float32", 256}, {"float64", 2048}};
  c.tolerance.reason =
      "the TensorExpr fuser contracts the grayscale sum and (1 - factor) * "
      "gray + factor * image its own way, and where the sum cancels to near 0 "
      "one rounding is many ulps of the result: measured at most 128 ulp "
      "float32 (2.4e-7 absolute) and 1024 ulp float64 (4.4e-16), 2.14.1; "
      "float16/bfloat16 are not fused on CPU";
  return c;
}

KC_REGISTER_CASE(AdjustSaturationGray);

}  // namespace adjust_saturation_with_gray_subtraction_case
}  // namespace kornia::conformance::cases
