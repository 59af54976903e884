// Conformance case of ops/color/raw_to_rgb.
#include "ops/color/raw_to_rgb.h"

#include "conformance/cases/color/raw.h"

namespace kornia::conformance::cases {
namespace raw_to_rgb_case {

OpCase RawToRgb() {
  return RawOp(
      {.name = "raw_to_rgb",
       .image = {.channels = 1, .dtypes = core::ImageDtypes::kFloating},
       .call = [](const torch::Tensor& x, color::CFA cfa) { return color::raw_to_rgb(x, cfa); },
       .even_only = true,
       .odd_message =
           "raw_to_rgb(): expected an even, non-zero H and W, but got shape [1, 1, 4, 5]"});
}

KC_REGISTER_CASE(RawToRgb);

}  // namespace raw_to_rgb_case
}  // namespace kornia::conformance::cases
