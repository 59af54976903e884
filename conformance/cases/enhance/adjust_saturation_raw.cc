// Conformance case of ops/enhance/adjust_saturation_raw.
#include "ops/enhance/adjust_saturation_raw.h"

#include "conformance/cases/enhance/family_factor.h"

KC_CASE(enhance, adjust_saturation_raw) {
  auto f = [](const torch::Tensor& x, const auto& v) {
    return enhance::adjust_saturation_raw(x, v);
  };
  return FactorOp(op, {.factor = 1.5,
                       .op = f,
                       .host_values = {0.0, 0.5, 1.0, 2.0, -1.0},
                       .pairs = {{1.5, 0.5}, {0.0, 2.0}, {1.0, -1.0}, {0.25, 4.0}},
                       .per_channel = false});
}
