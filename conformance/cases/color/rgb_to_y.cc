// Conformance case of ops/color/rgb_to_y.
#include "ops/color/rgb_to_y.h"

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace rgb_to_y_case {

OpCase RgbToY() {
  return ColorOp({.name = "rgb_to_y",
                  .package = "color",
                  .kornia = "kornia.color.rgb_to_y",
                  .image = {.channels = 3},
                  .call = [](const torch::Tensor& x) { return color::rgb_to_y(x); }});
}

KC_REGISTER_CASE(RgbToY);

}  // namespace rgb_to_y_case
}  // namespace kornia::conformance::cases
