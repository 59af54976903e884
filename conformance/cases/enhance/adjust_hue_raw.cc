// Conformance case of ops/enhance/adjust_hue_raw.
#include "ops/enhance/adjust_hue_raw.h"

#include "conformance/cases/enhance/factor.h"

namespace kornia::conformance::cases {
namespace adjust_hue_raw_case {

OpCase AdjustHueRaw() {
  OpCase c = FactorOp(
      {
          .name = "adjust_hue_raw",
          .package = "enhance",
          .kornia = "kornia.enhance.adjust_hue_raw",
          .image = {.channels = 3},
      },
      {.factor = 1.0,
       .host = [](const torch::Tensor& x, double v) { return enhance::adjust_hue_raw(x, v); },
       .tensor = [](const torch::Tensor& x,
                    const torch::Tensor& v) { return enhance::adjust_hue_raw(x, v); },
       .host_values = {-M_PI, -1.0, 0.0, 0.5, M_PI, 2 * M_PI},
       .pairs = {{1.0, -1.0}, {M_PI, -M_PI}, {0.0, 2 * M_PI}, {-0.5, 3.0}},
       .per_channel = false});
  // Hue at and around 0 and 2 pi after the shift: values 8 ulps either side
  // of 2 pi - factor for a factor of 1, where remainder rounds up to 2 pi.
  AddPoints(c, [] {
    std::vector<SweepPoint> points =
        NearPoints([](const torch::Tensor& x) { return enhance::adjust_hue_raw(x, 1.0); }, "wrap",
                   {2 * M_PI - 1.0, 0.0, M_PI});
    for (SweepPoint& p : points) p.kornia = R"({"args": ["$0", 1.0]})";
    return points;
  });
  return c;
}

KC_REGISTER_CASE(AdjustHueRaw);

}  // namespace adjust_hue_raw_case
}  // namespace kornia::conformance::cases
