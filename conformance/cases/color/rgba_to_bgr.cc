// Conformance case of ops/color/rgba_to_bgr.
#include "ops/color/rgba_to_bgr.h"

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace rgba_to_bgr_case {

OpCase RgbaToBgr() {
  return ElementwiseOp({.name = "rgba_to_bgr",
                        .package = "color",
                        .kornia = "kornia.color.rgba_to_bgr",
                        .image = {.channels = 4},
                        .call = [](const torch::Tensor& x) { return color::rgba_to_bgr(x); }});
}

KC_REGISTER_CASE(RgbaToBgr);

}  // namespace rgba_to_bgr_case
}  // namespace kornia::conformance::cases
