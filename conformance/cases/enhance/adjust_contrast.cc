// Conformance case of ops/enhance/adjust_contrast.
#include "ops/enhance/adjust_contrast.h"

#include "conformance/cases/enhance/factor.h"

namespace kornia::conformance::cases {
namespace adjust_contrast_case {

OpCase AdjustContrast() {
  OpCase c = FactorOp(
      {
          .name = "adjust_contrast",
          .package = "enhance",
          .kornia = "kornia.enhance.adjust_contrast",
          .image = {.dtypes = core::ImageDtypes::kFloatingOrUint8},
      },
      {.factor = 1.5,
       .host = [](const torch::Tensor& x, double v) { return enhance::adjust_contrast(x, v); },
       .tensor = [](const torch::Tensor& x,
                    const torch::Tensor& v) { return enhance::adjust_contrast(x, v); },
       .host_values = {0.0, 0.5, 1.0, 2.0},
       .pairs = {{1.5, 0.5}, {0.0, 2.0}, {1.0, 1.0}, {0.25, 4.0}},
       .no_clip = [](const torch::Tensor& x,
                     double v) { return enhance::adjust_contrast(x, v, false); },
       .non_negative = true});
  return c;
}

KC_REGISTER_CASE(AdjustContrast);

}  // namespace adjust_contrast_case
}  // namespace kornia::conformance::cases
