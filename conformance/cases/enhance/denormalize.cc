// Conformance case of ops/enhance/denormalize.
#include "ops/enhance/denormalize.h"

#include "conformance/cases/enhance/family_statistics.h"

KC_CASE(enhance, denormalize) {
  return StatisticsOp(
      op,
      [](const torch::Tensor& x, const torch::Tensor& m, const torch::Tensor& s) {
        return enhance::denormalize(x, m, s);
      },
      [](const torch::Tensor& x, double m, double s) { return enhance::denormalize(x, m, s); });
}
