// Conformance case of ops/color/rgb_to_bgr.
#include "ops/color/rgb_to_bgr.h"

#include <cfloat>

#include "conformance/cases/family.h"
#include "ops/color/bgr_to_rgb.h"

namespace kornia::conformance::cases {
namespace rgb_to_bgr_case {

OpCase RgbToBgr() {
  OpCase c = ColorOp({.name = "rgb_to_bgr",
                      .package = "color",
                      .kornia = "kornia.color.rgb_to_bgr",
                      .image = {.channels = 3, .dtypes = core::ImageDtypes::kAny},
                      .call = [](const torch::Tensor& x) { return color::rgb_to_bgr(x); }},
                     Inverse{.name = "bgr_to_rgb",
                             .run = [](const torch::Tensor& y) { return color::bgr_to_rgb(y); },
                             .max_abs = {},
                             .reason = "a permutation: exact for every finite value of every dtype",
                             .lo = -DBL_MAX,
                             .hi = DBL_MAX});
  // Any dtype: the values are only moved.
  AddPoints(c, [] {
    return IntegerPoints(color::rgb_to_bgr,
                         {torch::kByte, torch::kInt, torch::kLong, torch::kBool});
  });
  return c;
}

KC_REGISTER_CASE(RgbToBgr);

}  // namespace rgb_to_bgr_case
}  // namespace kornia::conformance::cases
