// Conformance case of ops/enhance/adjust_saturation_raw.
#include "ops/enhance/adjust_saturation_raw.h"

#include "conformance/cases/enhance/factor.h"

namespace kornia::conformance::cases {
namespace adjust_saturation_raw_case {

OpCase AdjustSaturationRaw() {
  OpCase c = FactorOp(
      {
          .name = "adjust_saturation_raw",
          .package = "enhance",
          .kornia = "kornia.enhance.adjust_saturation_raw",
          .image = {.channels = 3},
      },
      {.factor = 1.5,
       .host = [](const torch::Tensor& x,
                  double v) { return enhance::adjust_saturation_raw(x, v); },
       .tensor = [](const torch::Tensor& x,
                    const torch::Tensor& v) { return enhance::adjust_saturation_raw(x, v); },
       .host_values = {0.0, 0.5, 1.0, 2.0, -1.0},
       .pairs = {{1.5, 0.5}, {0.0, 2.0}, {1.0, -1.0}, {0.25, 4.0}},
       .per_channel = false});
  return c;
}

KC_REGISTER_CASE(AdjustSaturationRaw);

}  // namespace adjust_saturation_raw_case
}  // namespace kornia::conformance::cases
