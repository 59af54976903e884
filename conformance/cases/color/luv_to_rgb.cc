// Conformance case of ops/color/luv_to_rgb.
#include "ops/color/luv_to_rgb.h"

#include "conformance/cases/color/lab.h"
#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace luv_to_rgb_case {

OpCase LuvToRgb() {
  auto call = [](const torch::Tensor& x) { return color::luv_to_rgb(x); };
  OpCase c = ColorOp({.name = "luv_to_rgb",
                      .package = "color",
                      .kornia = "kornia.color.luv_to_rgb",
                      .image = {.channels = 3},
                      .call = call});
  // Luv's own ranges for sRGB (L in [0, 100], u in [-134, 220], v in [-140,
  // 122]: in gamut and out), with eps = 1e-3 too; L at and around the knee
  // 7.999625 (where y switches from L / 903.3 to the cube).
  constexpr std::array<std::pair<double, double>, 3> kRanges = {
      {{0.0, 100.0}, {-134.0, 220.0}, {-140.0, 122.0}}};
  AddPoints(c, [=] { return RangePoints(call, "luv_range", kRanges); });
  AddPoints(c, [=] {
    return RangePoints([](const torch::Tensor& x) { return color::luv_to_rgb(x, 1e-3); },
                       "luv_range_eps1e-3", kRanges,
                       R"({"args": ["$0"], "kwargs": {"eps": 0.001}})");
  });
  AddPoints(c, [=] { return KneePoints(call, 7.999625); });
  c.tolerance.fused_ulp = {{"float32", 16}};
  c.tolerance.reason =
      "the TensorExpr fuser computes linear_rgb_to_rgb's float32 pow with its own code, not "
      "libm's: measured at most 12 ulp (2.14.1); float64 and the half dtypes (rounded from "
      "float32) are exact";
  return c;
}

KC_REGISTER_CASE(LuvToRgb);

}  // namespace luv_to_rgb_case
}  // namespace kornia::conformance::cases
