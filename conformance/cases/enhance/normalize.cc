// Conformance case of ops/enhance/normalize.
#include "ops/enhance/normalize.h"

#include "conformance/cases/enhance/family_statistics.h"

KC_CASE(enhance, normalize) {
  return StatisticsOp(
      op,
      [](const torch::Tensor& x, const torch::Tensor& m, const torch::Tensor& s) {
        return enhance::normalize(x, m, s);
      },
      [](const torch::Tensor& x, double m, double s) { return enhance::normalize(x, m, s); });
}
