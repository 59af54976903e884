// Conformance case of ops/color/yuv422_to_rgb.
#include "ops/color/yuv422_to_rgb.h"

#include "conformance/cases/color/yuv.h"

namespace kornia::conformance::cases {
namespace yuv422_to_rgb_case {

OpCase Yuv422ToRgb() {
  return ToRgbCase("yuv422_to_rgb", color::yuv422_to_rgb, /*halve_height=*/false);
}

KC_REGISTER_CASE(Yuv422ToRgb);

}  // namespace yuv422_to_rgb_case
}  // namespace kornia::conformance::cases
