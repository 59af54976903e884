// Conformance case of ops/enhance/adjust_brightness.
#include "ops/enhance/adjust_brightness.h"

#include "conformance/cases/enhance/family_factor.h"

KC_CASE(enhance, adjust_brightness) {
  auto f = [](const torch::Tensor& x, const auto& v, bool clip = true) {
    return enhance::adjust_brightness(x, v, clip);
  };
  return FactorOp(op, {.factor = 0.25,
                       .op = f,
                       .host_values = {-1.0, -0.5, 0.0, 0.5, 1.0},
                       .pairs = {{0.25, 0.5}, {-0.5, 1.0}, {1.0, -1.0}, {0.0, 0.0}}});
}
