// Conformance case of ops/color/rgb_to_hsv.
#include "ops/color/rgb_to_hsv.h"

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace {

OpCase Hsv() {
  return ColorOp({.name = "rgb_to_hsv",
                  .package = "color",
                  .kornia = "kornia.color.rgb_to_hsv",
                  .image = {.channels = 3},
                  .call = [](const torch::Tensor& x) { return color::rgb_to_hsv(x); }});
}

KC_REGISTER_CASE(Hsv);

}  // namespace
}  // namespace kornia::conformance::cases
