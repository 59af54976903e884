// Conformance case of ops/color/hsv_to_rgb.
#include "ops/color/hsv_to_rgb.h"

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace hsv_to_rgb_case {

OpCase HsvToRgb() {
  OpCase c = ColorOp({.name = "hsv_to_rgb",
                      .package = "color",
                      .kornia = "kornia.color.hsv_to_rgb",
                      .image = {.channels = 3},
                      .call = [](const torch::Tensor& x) { return color::hsv_to_rgb(x); }});
  // The hue wheel, and the sextant edges at (s, v) = (1, 1) and (0.5, 0.75).
  AddPoints(c, [] { return HuePoints(color::hsv_to_rgb, {{1.0, 1.0}, {0.5, 0.75}}); });
  return c;
}

KC_REGISTER_CASE(HsvToRgb);

}  // namespace hsv_to_rgb_case
}  // namespace kornia::conformance::cases
