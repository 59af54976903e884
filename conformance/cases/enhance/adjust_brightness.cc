// Conformance case of ops/enhance/adjust_brightness.
#include "ops/enhance/adjust_brightness.h"

#include "conformance/cases/enhance/factor.h"

namespace kornia::conformance::cases {
namespace adjust_brightness_case {

OpCase AdjustBrightness() {
  OpCase c = FactorOp(
      {
          .name = "adjust_brightness",
          .package = "enhance",
          .kornia = "kornia.enhance.adjust_brightness",
          .image = {.dtypes = core::ImageDtypes::kFloatingOrUint8},
      },
      {.factor = 0.25,
       .host = [](const torch::Tensor& x, double v) { return enhance::adjust_brightness(x, v); },
       .tensor = [](const torch::Tensor& x,
                    const torch::Tensor& v) { return enhance::adjust_brightness(x, v); },
       .host_values = {-1.0, -0.5, 0.0, 0.5, 1.0},
       .pairs = {{0.25, 0.5}, {-0.5, 1.0}, {1.0, -1.0}, {0.0, 0.0}},
       .no_clip = [](const torch::Tensor& x,
                     double v) { return enhance::adjust_brightness(x, v, false); }});
  return c;
}

KC_REGISTER_CASE(AdjustBrightness);

}  // namespace adjust_brightness_case
}  // namespace kornia::conformance::cases
