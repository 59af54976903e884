// Conformance case of ops/color/luv_to_rgb (family_lab.h).
#include "ops/color/luv_to_rgb.h"

#include "conformance/cases/color/family_lab.h"

KC_CASE(color, luv_to_rgb) {
  // Luv's own ranges for sRGB (L in [0, 100], u in [-134, 220], v in [-140,
  // 122]: in gamut and out), with eps = 1e-3 too; L at and around the knee
  // 7.999625 (where y switches from L / 903.3 to the cube).
  OpCase c = SpaceToRgbOp(
      op, {.name = "luv",
           .ranges = {{{0.0, 100.0}, {-134.0, 220.0}, {-140.0, 122.0}}},
           .variant = "eps1e-3",
           .variant_call = [](const torch::Tensor& x) { return color::luv_to_rgb(x, 1e-3); },
           .variant_kornia = {.args = {In(0)}, .kwargs = {{"eps", 0.001}}},
           .knee = 7.999625});
  c.tolerance = {.fused_ulp = {{"float32", 16}},
                 .reason =
                     "the TensorExpr fuser computes linear_rgb_to_rgb's float32 pow with its own "
                     "code, not libm's: measured at most 12 ulp (2.14.1); float64 and the half "
                     "dtypes (rounded from float32) are exact"};
  return c;
}
