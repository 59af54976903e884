// Conformance case of ops/color/rgb_to_yuv420.
#include "ops/color/rgb_to_yuv420.h"

#include "conformance/cases/color/yuv.h"

namespace kornia::conformance::cases {
namespace rgb_to_yuv420_case {

OpCase RgbToYuv420() {
  return FromRgbCase("rgb_to_yuv420", color::rgb_to_yuv420, /*halve_height=*/true);
}

KC_REGISTER_CASE(RgbToYuv420);

}  // namespace rgb_to_yuv420_case
}  // namespace kornia::conformance::cases
