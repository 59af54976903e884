// Conformance case of ops/color/hls_to_rgb.
#include "ops/color/hls_to_rgb.h"

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace hls_to_rgb_case {

OpCase HlsToRgb() {
  OpCase c = ColorOp({.name = "hls_to_rgb",
                      .package = "color",
                      .kornia = "kornia.color.hls_to_rgb",
                      .image = {.channels = 3},
                      .call = [](const torch::Tensor& x) { return color::hls_to_rgb(x); }});
  // The hue wheel, and the sextant edges at (l, s) = (0.5, 1) and (0.25, 0.75).
  AddPoints(c, [] { return HuePoints(color::hls_to_rgb, {{0.5, 1.0}, {0.25, 0.75}}); });
  c.tolerance.fused_ulp = {{"float32", 256}, {"float64", 256}};
  c.tolerance.reason =
      "the TensorExpr fuser rounds l - a * mink once where addcmul rounds twice; where a channel "
      "cancels to near 0 one operand rounding is many ulps of the result: measured at most 218 "
      "ulp in float32 (5.96e-8 absolute) and 103 ulp in float64 (2.8e-17), 2.14.1; "
      "float16/bfloat16 are not fused on CPU and stay exact";
  return c;
}

KC_REGISTER_CASE(HlsToRgb);

}  // namespace hls_to_rgb_case
}  // namespace kornia::conformance::cases
