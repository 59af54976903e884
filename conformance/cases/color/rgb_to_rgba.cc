// Conformance case of ops/color/rgb_to_rgba (family_alpha.h).
#include "ops/color/rgb_to_rgba.h"

#include "conformance/cases/color/family_alpha.h"

KC_CASE(color, rgb_to_rgba) {
  auto f = [](const torch::Tensor& x, const auto& alpha) { return color::rgb_to_rgba(x, alpha); };
  return AlphaOp(op, f, f);
}
