// Conformance case of ops/color/rgb_to_yuv.
#include "ops/color/rgb_to_yuv.h"

#include "conformance/cases/family.h"
#include "ops/color/yuv_to_rgb.h"

namespace kornia::conformance::cases {
namespace rgb_to_yuv_case {

OpCase RgbToYuv() {
  return ColorOp(
      {.name = "rgb_to_yuv",
       .package = "color",
       .kornia = "kornia.color.rgb_to_yuv",
       .image = {.channels = 3},
       .call = [](const torch::Tensor& x) { return color::rgb_to_yuv(x); }},
      Inverse{
          .name = "yuv_to_rgb",
          .run = [](const torch::Tensor& y) { return color::yuv_to_rgb(y); },
          .max_abs = {{"bfloat16", 0.0078125},
                      {"float16", 0.0009765625},
                      {"float32", 5e-7},
                      {"float64", 1e-15}},
          .reason =
              "measured (2.14.1, every in-domain point): bfloat16 0.0039, float16 0.00049, float32 "
              "1.8e-7, float64 3.3e-16; each direction rounds once to the image dtype"});
}

KC_REGISTER_CASE(RgbToYuv);

}  // namespace rgb_to_yuv_case
}  // namespace kornia::conformance::cases
