// Conformance case of ops/enhance/sharpness.
#include "ops/enhance/sharpness.h"

#include "conformance/cases/enhance/factor.h"

namespace kornia::conformance::cases {
namespace sharpness_case {

using enhance::sharpness;

// FactorOp's sweep (per_channel off: one factor per flattened sample), and
// the sizes where the border is everything or nearly: 1, 2, 3 and 4 pixels
// high or wide, and a 5-dim image (leading dims flattened).
OpCase Sharpness() {
  OpCase c = FactorOp(
      {.name = "sharpness",
       .package = "enhance",
       .kornia = "kornia.enhance.sharpness",
       .image = {.non_empty = true}},
      {.factor = 0.5,
       .host = [](const torch::Tensor& x, double v) { return sharpness(x, v); },
       .tensor = [](const torch::Tensor& x, const torch::Tensor& v) { return sharpness(x, v); },
       .host_values = {0.0, 1.0, 2.0, -1.0},
       .pairs = {{0.5, 1.5}, {0.0, 2.0}, {1.0, 1.0}, {-1.0, 4.0}},
       .per_channel = false,
       .target = "[2, 1, 1, 1]"});
  AddPoints(c, [] {
    std::vector<SweepPoint> points;
    for (const auto& d : kFloatDtypes) {
      for (auto [h, w] : {std::pair<int64_t, int64_t>{1, 5}, {2, 5}, {3, 3}, {4, 7}, {5, 2}}) {
        const std::string id =
            std::string(d.name) + "_h" + std::to_string(h) + "_w" + std::to_string(w);
        SweepPoint p = Point(id, id, d.name,
                             {MakeInput({2, 3, h, w}, d.type, ValueClass::kUniform, SeedOf(id))},
                             [](const Inputs& in) { return sharpness(in[0], 0.5); });
        p.kornia = R"({"args": ["$0", 0.5]})";
        points.push_back(std::move(p));
      }
      const std::string id = std::string(d.name) + "_5d";
      SweepPoint p = Point(id, id, d.name,
                           {MakeInput({2, 2, 3, 4, 9}, d.type, ValueClass::kUniform, SeedOf(id))},
                           [](const Inputs& in) { return sharpness(in[0], 0.5); });
      p.kornia = R"({"args": ["$0", 0.5]})";
      points.push_back(std::move(p));
    }
    SweepPoint large = Point("float32_large", "float32_large", "float32",
                             {LargeImage(torch::kFloat, 3, "sharpness_large")},
                             [](const Inputs& in) { return sharpness(in[0], 0.5); });
    large.kornia = R"({"args": ["$0", 0.5]})";
    points.push_back(std::move(large));
    return points;
  });
  // Kornia's conv2d refuses images under 3 pixels high or wide: those points
  // are not compared with it ("-", tools/parity/parity_dump.cc).
  c.points = [base = c.points] {
    std::vector<SweepPoint> points = base();
    for (SweepPoint& p : points)
      if (p.inputs[0].size(-1) < 3 || p.inputs[0].size(-2) < 3) p.kornia = "-";
    return points;
  };
  return c;
}

KC_REGISTER_CASE(Sharpness);

}  // namespace sharpness_case
}  // namespace kornia::conformance::cases
