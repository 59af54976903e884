// Conformance case of ops/color/yuv_to_rgb.
#include "ops/color/yuv_to_rgb.h"

#include "conformance/cases/family.h"
#include "ops/color/rgb_to_yuv.h"

namespace kornia::conformance::cases {
namespace yuv_to_rgb_case {

OpCase YuvToRgb() {
  return ColorOp(
      {.name = "yuv_to_rgb",
       .package = "color",
       .kornia = "kornia.color.yuv_to_rgb",
       .image = {.channels = 3},
       .call = [](const torch::Tensor& x) { return color::yuv_to_rgb(x); }},
      Inverse{
          .name = "rgb_to_yuv",
          .run = [](const torch::Tensor& y) { return color::rgb_to_yuv(y); },
          .max_abs = {{"bfloat16", 0.0078125},
                      {"float16", 0.001953125},
                      {"float32", 5e-7},
                      {"float64", 1e-15}},
          .reason =
              "measured (2.14.1, every in-domain point): bfloat16 0.0039, float16 0.00098, float32 "
              "2.4e-7, float64 4.4e-16; each direction rounds once to the image dtype"});
}

KC_REGISTER_CASE(YuvToRgb);

}  // namespace yuv_to_rgb_case
}  // namespace kornia::conformance::cases
