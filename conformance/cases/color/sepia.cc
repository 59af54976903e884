// Conformance case of ops/color/sepia.
#include "ops/color/sepia.h"

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace sepia_case {

using color::sepia;

OpCase Sepia() {
  OpCase c = ColorOp({.name = "sepia",
                      .package = "color",
                      .kornia = "kornia.color.sepia",
                      .image = {.noun = "an input", .channels = 3},
                      .call = [](const torch::Tensor& x) { return sepia(x); }});
  // Without the rescale: the weighted sums alone.
  AddPoints(c, [] {
    std::vector<SweepPoint> points;
    for (const auto& d : kFloatDtypes)
      for (ValueClass v : {ValueClass::kUniform, ValueClass::kLarge}) {
        const std::string id = std::string(d.name) + "_w33_norescale_" + ValueClassName(v);
        points.push_back(Point(id, std::string(d.name) + "_w33_norescale", d.name,
                               {MakeInput({2, 3, 3, 33}, d.type, v, SeedOf(id))},
                               [](const Inputs& in) { return sepia(in[0], false); }));
        points.back().kornia = R"({"args": ["$0", false]})";
      }
    return points;
  });
  return c;
}

KC_REGISTER_CASE(Sepia);

}  // namespace sepia_case
}  // namespace kornia::conformance::cases
