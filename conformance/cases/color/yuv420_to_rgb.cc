// Conformance case of ops/color/yuv420_to_rgb.
#include "ops/color/yuv420_to_rgb.h"

#include "conformance/cases/color/yuv.h"

namespace kornia::conformance::cases {
namespace yuv420_to_rgb_case {

OpCase Yuv420ToRgb() {
  return ToRgbCase("yuv420_to_rgb", color::yuv420_to_rgb, /*halve_height=*/true);
}

KC_REGISTER_CASE(Yuv420ToRgb);

}  // namespace yuv420_to_rgb_case
}  // namespace kornia::conformance::cases
