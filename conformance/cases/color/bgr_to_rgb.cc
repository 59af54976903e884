// Conformance case of ops/color/bgr_to_rgb.
#include "ops/color/bgr_to_rgb.h"

#include <cfloat>

#include "conformance/cases/family.h"
#include "ops/color/rgb_to_bgr.h"

namespace kornia::conformance::cases {
namespace bgr_to_rgb_case {

OpCase BgrToRgb() {
  OpCase c = ColorOp({.name = "bgr_to_rgb",
                      .package = "color",
                      .kornia = "kornia.color.bgr_to_rgb",
                      .image = {.channels = 3, .dtypes = core::ImageDtypes::kAny},
                      .call = [](const torch::Tensor& x) { return color::bgr_to_rgb(x); }},
                     Inverse{.name = "rgb_to_bgr",
                             .run = [](const torch::Tensor& y) { return color::rgb_to_bgr(y); },
                             .max_abs = {},
                             .reason = "a permutation: exact for every finite value of every dtype",
                             .lo = -DBL_MAX,
                             .hi = DBL_MAX});
  // Any dtype: the values are only moved.
  AddPoints(c, [] {
    return IntegerPoints(color::bgr_to_rgb,
                         {torch::kByte, torch::kInt, torch::kLong, torch::kBool});
  });
  return c;
}

KC_REGISTER_CASE(BgrToRgb);

}  // namespace bgr_to_rgb_case
}  // namespace kornia::conformance::cases
