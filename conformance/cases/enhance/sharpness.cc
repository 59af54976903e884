// Conformance case of ops/enhance/sharpness.
#include "ops/enhance/sharpness.h"

#include "conformance/cases/enhance/family_factor.h"

// FactorOp's sweep (per_channel off: one factor per flattened sample), and
// the sizes where the border is everything or nearly: 1, 2, 3 and 4 pixels
// high or wide, a 5-dim image (leading dims flattened) and an (H, W) one.
KC_CASE(enhance, sharpness) {
  auto f = [](const torch::Tensor& x, const auto& v) { return enhance::sharpness(x, v); };
  OpCase c = FactorOp(op, {.factor = 0.5,
                           .op = f,
                           .host_values = {0.0, 1.0, 2.0, -1.0},
                           .pairs = {{0.5, 1.5}, {0.0, 2.0}, {1.0, 1.0}, {-1.0, 4.0}},
                           .per_channel = false,
                           .target = "[2, 1, 1, 1]"});
  AddPoints(c, [f, large = op.name + "_large"] {
    std::vector<SweepPoint> points = ShapePoints(f, 0.5,
                                                 {{"h1_w5", {2, 3, 1, 5}},
                                                  {"h2_w5", {2, 3, 2, 5}},
                                                  {"h3_w3", {2, 3, 3, 3}},
                                                  {"h4_w7", {2, 3, 4, 7}},
                                                  {"h5_w2", {2, 3, 5, 2}},
                                                  {"5d", {2, 2, 3, 4, 9}}});
    points.push_back(Point("float32_large", "float32_large", {LargeImage(torch::kFloat, 3, large)},
                           [f](const Inputs& in) { return f(in[0], 0.5); },
                           {.args = {In(0), 0.5}}));
    // An (H, W) image: one plane (Kornia's _to_bchw), dim 0 its rows.
    for (SweepPoint& p : ShapePoints(f, 0.5, {{"rank2", {5, 7}}})) {
      p.unbatched = true;
      points.push_back(std::move(p));
    }
    return points;
  });
  // A factor that broadcasts but is not () or (B,): refused, as Kornia's.
  c.errors.push_back(Refused(
      "factor_one_for_two", [f](const Inputs& in) { return f(in[0], in[1]); },
      {torch::rand({2, 3, 4, 4}), torch::ones({1})},
      "expected factor of shape () or (2,): one per image, but got shape [1]"));
  // Kornia's conv2d refuses images under 3 pixels high or wide: those points
  // are not compared with it.
  c.points = [base = c.points] {
    std::vector<SweepPoint> points = base();
    for (SweepPoint& p : points)
      if (p.inputs[0].size(-1) < 3 || p.inputs[0].size(-2) < 3)
        p.kornia = {.none = "Kornia's conv2d refuses images under 3 pixels high or wide"};
    return points;
  };
  return c;
}
