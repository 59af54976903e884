// Conformance case of ops/color/rgb_to_rgb255.
#include "ops/color/rgb_to_rgb255.h"

#include "conformance/cases/family.h"
#include "ops/color/rgb255_to_rgb.h"

namespace kornia::conformance::cases {
namespace rgb_to_rgb255_case {

OpCase RgbToRgb255() {
  return ColorOp(
      {.name = "rgb_to_rgb255",
       .package = "color",
       .kornia = "kornia.color.rgb_to_rgb255",
       .image = {.channels = 3},
       .call = [](const torch::Tensor& x) { return color::rgb_to_rgb255(x); }},
      Inverse{.name = "rgb255_to_rgb",
              .run = [](const torch::Tensor& y) { return color::rgb255_to_rgb(y); },
              .max_abs = {{"float16", 0.0009765625}, {"float32", 2.5e-7}, {"float64", 4.5e-16}},
              .reason = "measured (2.14.1, every in-domain point): float16 0.00049, "
                        "float32 6.0e-8, float64 1.1e-16 (x * 255 / 255 rounds "
                        "twice); bfloat16 came back exact"});
}

KC_REGISTER_CASE(RgbToRgb255);

}  // namespace rgb_to_rgb255_case
}  // namespace kornia::conformance::cases
