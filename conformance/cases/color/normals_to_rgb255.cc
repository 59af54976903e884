// Conformance case of ops/color/normals_to_rgb255.
#include "ops/color/normals_to_rgb255.h"

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace normals_to_rgb255_case {

// The elementwise sweep over [-1, 1] (the clip at both ends reached by the
// value classes), and the color sweep's ties. No inverse check:
// rgb255_to_normals inverts it on unit vectors only, not on a box of values.
OpCase NormalsToRgb255() {
  return ElementwiseOp({.name = "normals_to_rgb255",
                        .package = "color",
                        .kornia = "kornia.color.normals_to_rgb255",
                        .image = {.channels = 3},
                        .call = [](const torch::Tensor& x) { return color::normals_to_rgb255(x); }},
                       {.lo = -1.0, .hi = 1.0});
}

KC_REGISTER_CASE(NormalsToRgb255);

}  // namespace normals_to_rgb255_case
}  // namespace kornia::conformance::cases
