// Conformance case of ops/enhance/adjust_saturation.
#include "ops/enhance/adjust_saturation.h"

#include "conformance/cases/enhance/family_factor.h"

// FactorOp's sweep with the color sweep's channel ties, greys and blacks.
KC_CASE(enhance, adjust_saturation) {
  auto f = [](const torch::Tensor& x, const auto& v) { return enhance::adjust_saturation(x, v); };
  return FactorOp(op, {.factor = 1.5,
                       .op = f,
                       .host_values = {0.0, 0.5, 1.0, 2.0, 10.0},
                       .pairs = {{1.5, 0.5}, {0.0, 2.0}, {1.0, 1.0}, {10.0, 0.25}},
                       .per_channel = false,
                       .ties = true});
}
