// Conformance case of ops/enhance/denormalize.
#include "ops/enhance/denormalize.h"

#include "conformance/cases/enhance/statistics.h"

namespace kornia::conformance::cases {
namespace denormalize_case {

OpCase Denormalize() {
  return StatisticsOp(
      "denormalize",
      {.tensor = [](const torch::Tensor& x, const torch::Tensor& m,
                    const torch::Tensor& s) { return enhance::denormalize(x, m, s); },
       .host = [](const torch::Tensor& x, double m,
                  double s) { return enhance::denormalize(x, m, s); }});
}

KC_REGISTER_CASE(Denormalize);

}  // namespace denormalize_case
}  // namespace kornia::conformance::cases
