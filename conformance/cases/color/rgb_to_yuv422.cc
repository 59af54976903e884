// Conformance case of ops/color/rgb_to_yuv422.
#include "ops/color/rgb_to_yuv422.h"

#include "conformance/cases/color/yuv.h"

namespace kornia::conformance::cases {
namespace rgb_to_yuv422_case {

OpCase RgbToYuv422() {
  return FromRgbCase("rgb_to_yuv422", color::rgb_to_yuv422, /*halve_height=*/false);
}

KC_REGISTER_CASE(RgbToYuv422);

}  // namespace rgb_to_yuv422_case
}  // namespace kornia::conformance::cases
