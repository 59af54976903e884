// Conformance case of ops/enhance/adjust_brightness_accumulative.
#include "ops/enhance/adjust_brightness_accumulative.h"

#include "conformance/cases/enhance/family_factor.h"

KC_CASE(enhance, adjust_brightness_accumulative) {
  auto f = [](const torch::Tensor& x, const auto& v, bool clip = true) {
    return enhance::adjust_brightness_accumulative(x, v, clip);
  };
  return FactorOp(op, {.factor = 1.5,
                       .op = f,
                       .host_values = {0.0, 0.5, 1.0, 2.0, -1.0},
                       .pairs = {{1.5, 0.5}, {0.0, 2.0}, {1.0, -1.0}, {0.25, 4.0}}});
}
