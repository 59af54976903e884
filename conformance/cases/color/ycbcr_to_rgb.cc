// Conformance case of ops/color/ycbcr_to_rgb.
#include "ops/color/ycbcr_to_rgb.h"

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace ycbcr_to_rgb_case {

OpCase YcbcrToRgb() {
  return ColorOp({.name = "ycbcr_to_rgb",
                  .package = "color",
                  .kornia = "kornia.color.ycbcr_to_rgb",
                  .image = {.channels = 3},
                  .call = [](const torch::Tensor& x) { return color::ycbcr_to_rgb(x); }});
}

KC_REGISTER_CASE(YcbcrToRgb);

}  // namespace ycbcr_to_rgb_case
}  // namespace kornia::conformance::cases
