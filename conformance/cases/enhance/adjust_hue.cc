// Conformance case of ops/enhance/adjust_hue.
#include "ops/enhance/adjust_hue.h"

#include <cmath>

#include "conformance/cases/enhance/factor.h"

namespace kornia::conformance::cases {
namespace adjust_hue_case {

using enhance::adjust_hue;

// FactorOp's sweep (host factors each their own graph, (B,) factor tensors
// replayed across values), with the color sweep's channel ties, greys and
// blacks (TiesImage) per floating dtype.
OpCase AdjustHue() {
  return FactorOp(
      {.name = "adjust_hue",
       .package = "enhance",
       .kornia = "kornia.enhance.adjust_hue",
       .image = {.channels = 3, .dtypes = core::ImageDtypes::kFloatingOrUint8}},
      {.factor = 0.5,
       .host = [](const torch::Tensor& x, double v) { return adjust_hue(x, v); },
       .tensor = [](const torch::Tensor& x, const torch::Tensor& v) { return adjust_hue(x, v); },
       .host_values = {-M_PI, -1.0, 0.0, 1.0, M_PI},
       .pairs = {{0.5, -0.5}, {M_PI, -M_PI}, {0.0, 2.0}, {-3.0, 1.0}},
       .per_channel = false,
       .ties = true});
}

KC_REGISTER_CASE(AdjustHue);

}  // namespace adjust_hue_case
}  // namespace kornia::conformance::cases
