// Conformance case of ops/enhance/zca_mean.
#include "ops/enhance/zca_mean.h"

#include "conformance/cases/enhance/family_zca.h"

// The fit's outputs flattened and concatenated (transform, mean[, inverse]).
KC_CASE(enhance, zca_mean) {
  OpCase c = ZcaOp(
      op,
      [](const torch::Tensor& x, const ZcaArgs& a) {
        const auto [transform, mean, inverse] =
            enhance::zca_mean(x, a.dim, a.unbiased, a.eps, a.return_inverse);
        std::vector<torch::Tensor> parts = {transform.flatten(), mean.flatten()};
        if (inverse) parts.push_back(inverse->flatten());
        return torch::cat(parts);
      },
      /*fit=*/true);
  c.tolerance.fused_abs = {
      {"float16", 1e-7}, {"bfloat16", 1e-7}, {"float32", 1e-7}, {"float64", 2.3e-16}};
  c.tolerance.reason =
      "measured (2.14.1): the inverse's near-zero entries move by up to 6.0e-8 (float32 outputs) "
      "and 1.1e-16 (float64) in the optimized replay; transform and mean bit-exact";
  return c;
}
