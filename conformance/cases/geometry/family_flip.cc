#include "conformance/cases/geometry/family_flip.h"

#include <cfloat>

namespace kornia::conformance::cases {

OpCase FlipOp(const core::OpSpec& op, bool takes_a_row) {
  OpCase c = ColorOp(op, InverseOf(op, {}, "an involution: exact for every value of every dtype",
                                   -DBL_MAX, DBL_MAX));
  AddPoints(c, [call = op.call, takes_a_row] {
    std::vector<SweepPoint> points =
        IntegerPoints(call, {torch::kByte, torch::kChar, torch::kInt, torch::kLong, torch::kBool});
    const OpFn run = [call](const Inputs& in) { return call(in[0]); };
    auto add = [&](std::string id, std::vector<int64_t> shape, bool unbatched) {
      points.push_back(Point(id, id, {UniformInput(shape, torch::kFloat, id)}, run));
      points.back().unbatched = unbatched;
    };
    add("float32_plane", {5, 7}, true);
    add("float32_5d", {2, 2, 3, 5, 7}, false);
    if (takes_a_row) add("float32_row", {9}, true);
    for (const auto& d : kFloatDtypes) {
      const std::string id = std::string(d.name) + "_large";
      points.push_back(Point(id, id, {LargeImage(d.type, 3, id)}, run));
    }
    return points;
  });
  return c;
}

}  // namespace kornia::conformance::cases
