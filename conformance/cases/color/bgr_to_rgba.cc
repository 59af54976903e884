// Conformance case of ops/color/bgr_to_rgba.
#include "ops/color/bgr_to_rgba.h"

#include "conformance/cases/color/alpha.h"

namespace kornia::conformance::cases {
namespace bgr_to_rgba_case {

OpCase BgrToRgba() {
  return AlphaOp({.name = "bgr_to_rgba",
                  .host = [](const torch::Tensor& x, double a) { return color::bgr_to_rgba(x, a); },
                  .tensor = [](const torch::Tensor& x,
                               const torch::Tensor& a) { return color::bgr_to_rgba(x, a); }});
}

KC_REGISTER_CASE(BgrToRgba);

}  // namespace bgr_to_rgba_case
}  // namespace kornia::conformance::cases
