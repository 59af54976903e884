// Conformance case of ops/enhance/normalize_min_max.
#include "ops/enhance/normalize_min_max.h"

#include "conformance/cases/enhance/family_sweep.h"

// The elementwise sweep (a per-channel min and max over H x W), integer and
// bool images, a constant image, an (H, W) image (min and max over it), and
// host variants of min_val, max_val, eps.
KC_CASE(enhance, normalize_min_max) {
  OpCase c = ElementwiseOp(op);
  AddPoints(c, [call = op.call] {
    std::vector<SweepPoint> points =
        IntegerPoints(call, {torch::kByte, torch::kShort, torch::kInt, torch::kBool});
    for (const auto& d : kFloatDtypes) {
      const std::string id = std::string(d.name) + "_constant";
      points.push_back(Point(id, id, {torch::full({2, 3, 3, 33}, 0.25, d.type)}, OnImage(call)));
      const std::string plane = std::string(d.name) + "_rank2";  // one (H, W) plane
      SweepPoint p = Point(plane, plane, {UniformInput({5, 7}, d.type, plane)}, OnImage(call));
      p.unbatched = true;
      points.push_back(std::move(p));
      const std::string var = std::string(d.name) + "_m1_2_eps0";
      points.push_back(
          Point(var, var, {UniformInput({2, 3, 3, 33}, d.type, var)},
                [](const Inputs& in) { return enhance::normalize_min_max(in[0], -1.0, 2.0, 0.0); },
                {.args = {In(0), -1.0, 2.0, 0.0}}));
    }
    return points;
  });
  return c;
}
