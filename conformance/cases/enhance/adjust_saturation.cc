// Conformance case of ops/enhance/adjust_saturation.
#include "ops/enhance/adjust_saturation.h"

#include "conformance/cases/enhance/factor.h"

namespace kornia::conformance::cases {
namespace adjust_saturation_case {

using enhance::adjust_saturation;

// FactorOp's sweep (host factors each their own graph, (B,) factor tensors
// replayed across values), with the color sweep's channel ties, greys and
// blacks (TiesImage) per floating dtype.
OpCase AdjustSaturation() {
  return FactorOp({.name = "adjust_saturation",
                   .package = "enhance",
                   .kornia = "kornia.enhance.adjust_saturation",
                   .image = {.channels = 3, .dtypes = core::ImageDtypes::kFloatingOrUint8}},
                  {.factor = 1.5,
                   .host = [](const torch::Tensor& x, double v) { return adjust_saturation(x, v); },
                   .tensor = [](const torch::Tensor& x,
                                const torch::Tensor& v) { return adjust_saturation(x, v); },
                   .host_values = {0.0, 0.5, 1.0, 2.0, 10.0},
                   .pairs = {{1.5, 0.5}, {0.0, 2.0}, {1.0, 1.0}, {10.0, 0.25}},
                   .per_channel = false,
                   .ties = true});
}

KC_REGISTER_CASE(AdjustSaturation);

}  // namespace adjust_saturation_case
}  // namespace kornia::conformance::cases
