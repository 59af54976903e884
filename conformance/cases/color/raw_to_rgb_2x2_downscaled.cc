// Conformance case of ops/color/raw_to_rgb_2x2_downscaled.
#include "ops/color/raw_to_rgb_2x2_downscaled.h"

#include "conformance/cases/color/raw.h"

namespace kornia::conformance::cases {
namespace raw_to_rgb_2x2_downscaled_case {

OpCase RawToRgb2x2() {
  return RawOp(
      {.name = "raw_to_rgb_2x2_downscaled",
       .image = {.channels = 1, .dtypes = core::ImageDtypes::kFloating},
       .call = [](const torch::Tensor& x,
                  color::CFA cfa) { return color::raw_to_rgb_2x2_downscaled(x, cfa); },
       .even_only = true,
       .odd_message =
           "raw_to_rgb_2x2_downscaled(): expected an even H and W, but got shape [1, 1, 4, 5]"});
}

KC_REGISTER_CASE(RawToRgb2x2);

}  // namespace raw_to_rgb_2x2_downscaled_case
}  // namespace kornia::conformance::cases
