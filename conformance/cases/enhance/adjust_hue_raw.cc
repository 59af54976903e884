// Conformance case of ops/enhance/adjust_hue_raw.
#include "ops/enhance/adjust_hue_raw.h"

#include <cmath>

#include "conformance/cases/enhance/family_factor.h"

KC_CASE(enhance, adjust_hue_raw) {
  auto f = [](const torch::Tensor& x, const auto& v) { return enhance::adjust_hue_raw(x, v); };
  OpCase c = FactorOp(op, {.factor = 1.0,
                           .op = f,
                           .host_values = {-M_PI, -1.0, 0.0, 0.5, M_PI, 2 * M_PI},
                           .pairs = {{1.0, -1.0}, {M_PI, -M_PI}, {0.0, 2 * M_PI}, {-0.5, 3.0}},
                           .per_channel = false});
  // Hue at and around 0 and 2 pi after the shift: values 8 ulps either side
  // of 2 pi - factor for a factor of 1, where remainder rounds up to 2 pi.
  AddPoints(c, [f] {
    std::vector<SweepPoint> points = NearPoints([f](const torch::Tensor& x) { return f(x, 1.0); },
                                                "wrap", {2 * M_PI - 1.0, 0.0, M_PI});
    for (SweepPoint& p : points) p.kornia = {.args = {In(0), 1.0}};
    return points;
  });
  return c;
}
