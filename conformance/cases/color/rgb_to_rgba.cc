// Conformance case of ops/color/rgb_to_rgba.
#include "ops/color/rgb_to_rgba.h"

#include "conformance/cases/color/alpha.h"

namespace kornia::conformance::cases {
namespace rgb_to_rgba_case {

OpCase RgbToRgba() {
  return AlphaOp({.name = "rgb_to_rgba",
                  .host = [](const torch::Tensor& x, double a) { return color::rgb_to_rgba(x, a); },
                  .tensor = [](const torch::Tensor& x,
                               const torch::Tensor& a) { return color::rgb_to_rgba(x, a); }});
}

KC_REGISTER_CASE(RgbToRgba);

}  // namespace rgb_to_rgba_case
}  // namespace kornia::conformance::cases
