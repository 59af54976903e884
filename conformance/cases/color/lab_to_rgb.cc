// Conformance case of ops/color/lab_to_rgb.
#include "ops/color/lab_to_rgb.h"

#include "conformance/cases/color/lab.h"
#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace lab_to_rgb_case {

OpCase LabToRgb() {
  auto clipped = [](const torch::Tensor& x) { return color::lab_to_rgb(x); };
  OpCase c = ColorOp({.name = "lab_to_rgb",
                      .package = "color",
                      .kornia = "kornia.color.lab_to_rgb",
                      .image = {.channels = 3},
                      .call = clipped});
  // Lab's own ranges (L in [0, 100], a and b in [-128, 127]: in gamut and
  // out), with and without the clamp; L at and around the knee f = 0.2068966
  // (L = 116 * 0.2068966 - 16).
  constexpr std::array<std::pair<double, double>, 3> kRanges = {
      {{0.0, 100.0}, {-128.0, 127.0}, {-128.0, 127.0}}};
  AddPoints(c, [=] { return RangePoints(clipped, "lab_range", kRanges); });
  AddPoints(c, [=] {
    return RangePoints([](const torch::Tensor& x) { return color::lab_to_rgb(x, false); },
                       "lab_range_unclipped", kRanges,
                       R"({"args": ["$0"], "kwargs": {"clip": false}})");
  });
  AddPoints(c, [=] { return KneePoints(clipped, 116 * 0.2068966 - 16); });
  c.tolerance.fused_ulp = {{"float32", 8}};
  c.tolerance.reason =
      "the TensorExpr fuser computes linear_rgb_to_rgb's float32 pow with its own code, not "
      "libm's: measured at most 4 ulp (2.14.1); float64 and the half dtypes (rounded from "
      "float32) are exact";
  return c;
}

KC_REGISTER_CASE(LabToRgb);

}  // namespace lab_to_rgb_case
}  // namespace kornia::conformance::cases
