// Conformance case of ops/color/rgb_to_raw.
#include "ops/color/rgb_to_raw.h"

#include "conformance/cases/color/raw.h"

namespace kornia::conformance::cases {
namespace rgb_to_raw_case {

OpCase RgbToRaw() {
  return RawOp(
      {.name = "rgb_to_raw",
       .image = {.channels = 3, .dtypes = core::ImageDtypes::kAny},
       .call = [](const torch::Tensor& x, color::CFA cfa) { return color::rgb_to_raw(x, cfa); },
       .even_only = false,
       .odd_message = ""});
}

KC_REGISTER_CASE(RgbToRaw);

}  // namespace rgb_to_raw_case
}  // namespace kornia::conformance::cases
