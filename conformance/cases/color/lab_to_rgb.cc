// Conformance case of ops/color/lab_to_rgb (family_lab.h).
#include "ops/color/lab_to_rgb.h"

#include "conformance/cases/color/family_lab.h"

KC_CASE(color, lab_to_rgb) {
  // Lab's own ranges (L in [0, 100], a and b in [-128, 127]: in gamut and
  // out), with and without the clamp; L at and around the knee f = 0.2068966
  // (L = 116 * 0.2068966 - 16).
  OpCase c = SpaceToRgbOp(
      op, {.name = "lab",
           .ranges = {{{0.0, 100.0}, {-128.0, 127.0}, {-128.0, 127.0}}},
           .variant = "unclipped",
           .variant_call = [](const torch::Tensor& x) { return color::lab_to_rgb(x, false); },
           .variant_kornia = {.args = {In(0)}, .kwargs = {{"clip", false}}},
           .knee = 116 * 0.2068966 - 16});
  c.tolerance = {.fused_ulp = {{"float32", 8}},
                 .reason =
                     "the TensorExpr fuser computes linear_rgb_to_rgb's float32 pow with its own "
                     "code, not libm's: measured at most 4 ulp (2.14.1); float64 and the half "
                     "dtypes (rounded from float32) are exact"};
  return c;
}
