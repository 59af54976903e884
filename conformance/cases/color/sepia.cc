// Conformance case of ops/color/sepia.
#include "ops/color/sepia.h"

#include "conformance/cases/family.h"

KC_CASE(color, sepia) {
  OpCase c = ColorOp(op);
  // Without the rescale: the weighted sums alone.
  AddPoints(c, [] {
    std::vector<SweepPoint> points;
    for (const auto& d : kFloatDtypes)
      for (ValueClass v : {ValueClass::kUniform, ValueClass::kLarge}) {
        const std::string id = std::string(d.name) + "_w33_norescale_" + ValueClassName(v);
        points.push_back(Point(id, std::string(d.name) + "_w33_norescale",
                               {MakeInput({2, 3, 3, 33}, d.type, v, SeedOf(id))},
                               [](const Inputs& in) { return color::sepia(in[0], false); },
                               {.args = {In(0), false}}));
      }
    return points;
  });
  return c;
}
