// Conformance case of ops/enhance/adjust_brightness_accumulative.
#include "ops/enhance/adjust_brightness_accumulative.h"

#include "conformance/cases/enhance/factor.h"

namespace kornia::conformance::cases {
namespace adjust_brightness_accumulative_case {

OpCase AdjustBrightnessAccumulative() {
  OpCase c = FactorOp(
      {
          .name = "adjust_brightness_accumulative",
          .package = "enhance",
          .kornia = "kornia.enhance.adjust_brightness_accumulative",
      },
      {.factor = 1.5,
       .host = [](const torch::Tensor& x,
                  double v) { return enhance::adjust_brightness_accumulative(x, v); },
       .tensor =
           [](const torch::Tensor& x, const torch::Tensor& v) {
             return enhance::adjust_brightness_accumulative(x, v);
           },
       .host_values = {0.0, 0.5, 1.0, 2.0, -1.0},
       .pairs = {{1.5, 0.5}, {0.0, 2.0}, {1.0, -1.0}, {0.25, 4.0}},
       .no_clip = [](const torch::Tensor& x,
                     double v) { return enhance::adjust_brightness_accumulative(x, v, false); }});
  return c;
}

KC_REGISTER_CASE(AdjustBrightnessAccumulative);

}  // namespace adjust_brightness_accumulative_case
}  // namespace kornia::conformance::cases
