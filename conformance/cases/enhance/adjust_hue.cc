// Conformance case of ops/enhance/adjust_hue.
#include "ops/enhance/adjust_hue.h"

#include <cmath>

#include "conformance/cases/enhance/family_factor.h"

// FactorOp's sweep with the color sweep's channel ties, greys and blacks.
KC_CASE(enhance, adjust_hue) {
  auto f = [](const torch::Tensor& x, const auto& v) { return enhance::adjust_hue(x, v); };
  return FactorOp(op, {.factor = 0.5,
                       .op = f,
                       .host_values = {-M_PI, -1.0, 0.0, 1.0, M_PI},
                       .pairs = {{0.5, -0.5}, {M_PI, -M_PI}, {0.0, 2.0}, {-3.0, 1.0}},
                       .per_channel = false,
                       .ties = true});
}
