// Conformance case of ops/enhance/normalize_min_max.
#include "ops/enhance/normalize_min_max.h"

#include "conformance/cases/enhance/factor.h"

namespace kornia::conformance::cases {
namespace normalize_min_max_case {

using enhance::normalize_min_max;

// The elementwise sweep (a per-channel min and max over H x W), integer and
// bool images, a constant image, and host variants of min_val, max_val, eps.
OpCase NormalizeMinMax() {
  auto call = [](const torch::Tensor& x) { return normalize_min_max(x); };
  OpCase c = ElementwiseOp(
      {.name = "normalize_min_max",
       .package = "enhance",
       .kornia = "kornia.enhance.normalize_min_max",
       .image = {.noun = "an input", .non_empty = true, .dtypes = core::ImageDtypes::kReal},
       .call = call});
  AddPoints(c, [call] {
    std::vector<SweepPoint> points =
        IntegerPoints(call, {torch::kByte, torch::kShort, torch::kInt, torch::kBool});
    for (const auto& d : kFloatDtypes) {
      const std::string id = std::string(d.name) + "_constant";
      points.push_back(Point(id, id, d.name, {torch::full({2, 3, 3, 33}, 0.25, d.type)},
                             [call](const Inputs& in) { return call(in[0]); }));
      const std::string var = std::string(d.name) + "_m1_2_eps0";
      SweepPoint p = Point(
          var, var, d.name, {MakeInput({2, 3, 3, 33}, d.type, ValueClass::kUniform, SeedOf(var))},
          [](const Inputs& in) { return normalize_min_max(in[0], -1.0, 2.0, 0.0); });
      p.kornia = R"({"args": ["$0", -1.0, 2.0, 0.0]})";
      points.push_back(std::move(p));
    }
    return points;
  });
  return c;
}

KC_REGISTER_CASE(NormalizeMinMax);

}  // namespace normalize_min_max_case
}  // namespace kornia::conformance::cases
