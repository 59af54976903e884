// Conformance case of ops/enhance/normalize.
#include "ops/enhance/normalize.h"

#include "conformance/cases/enhance/statistics.h"

namespace kornia::conformance::cases {
namespace normalize_case {

OpCase Normalize() {
  return StatisticsOp("normalize",
                      {.tensor = [](const torch::Tensor& x, const torch::Tensor& m,
                                    const torch::Tensor& s) { return enhance::normalize(x, m, s); },
                       .host = [](const torch::Tensor& x, double m,
                                  double s) { return enhance::normalize(x, m, s); }});
}

KC_REGISTER_CASE(Normalize);

}  // namespace normalize_case
}  // namespace kornia::conformance::cases
