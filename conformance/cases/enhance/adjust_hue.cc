// Conformance case of ops/enhance/adjust_hue.
#include "ops/enhance/adjust_hue.h"

#include <cmath>

#include "conformance/cases/enhance/factor.h"

namespace kornia::conformance::cases {
namespace {

using enhance::adjust_hue;

// FactorOp's sweep (host factors each their own graph, (B,) factor tensors
// replayed across values) plus the color sweep's channel ties, greys and
// blacks (TiesImage) per floating dtype.
OpCase AdjustHue() {
  OpCase c = FactorOp(
      {.name = "adjust_hue",
       .package = "enhance",
       .kornia = "kornia.enhance.adjust_hue",
       .image = {.channels = 3}},
      {.factor = 0.5,
       .host = [](const torch::Tensor& x, double v) { return adjust_hue(x, v); },
       .tensor = [](const torch::Tensor& x, const torch::Tensor& v) { return adjust_hue(x, v); },
       .host_values = {-M_PI, -1.0, 0.0, 1.0, M_PI},
       .pairs = {{0.5, -0.5}, {M_PI, -M_PI}, {0.0, 2.0}, {-3.0, 1.0}},
       .per_channel = false});
  AddPoints(c, [] {
    std::vector<SweepPoint> points;
    for (const auto& d : kFloatDtypes) {
      const std::string id = std::string(d.name) + "_ties";
      SweepPoint p = Point(id, id, d.name, {TiesImage(d.type)},
                           [](const Inputs& in) { return adjust_hue(in[0], 0.5); });
      p.kornia = R"({"args": ["$0", 0.5]})";
      points.push_back(std::move(p));
    }
    return points;
  });
  return c;
}

KC_REGISTER_CASE(AdjustHue);

}  // namespace
}  // namespace kornia::conformance::cases
