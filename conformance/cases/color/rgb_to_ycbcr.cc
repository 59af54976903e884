// Conformance case of ops/color/rgb_to_ycbcr.
#include "ops/color/rgb_to_ycbcr.h"

#include "conformance/cases/family.h"
#include "ops/color/ycbcr_to_rgb.h"

namespace kornia::conformance::cases {
namespace rgb_to_ycbcr_case {

OpCase RgbToYcbcr() {
  return ColorOp(
      {.name = "rgb_to_ycbcr",
       .package = "color",
       .kornia = "kornia.color.rgb_to_ycbcr",
       .image = {.channels = 3},
       .call = [](const torch::Tensor& x) { return color::rgb_to_ycbcr(x); }},
      Inverse{
          .name = "ycbcr_to_rgb",
          .run = [](const torch::Tensor& y) { return color::ycbcr_to_rgb(y); },
          .max_abs = {{"bfloat16", 0.015625},
                      {"float16", 0.001953125},
                      {"float32", 5e-7},
                      {"float64", 5e-11}},
          .reason =
              "measured (2.14.1, every in-domain point): bfloat16 0.0117, float16 0.00146, float32 "
              "2.4e-7, float64 1.9e-11 (Kornia's ycbcr_to_rgb coefficients have 10 digits, so the "
              "pair is an inverse to about 1e-11); every step rounds in the image dtype"});
}

KC_REGISTER_CASE(RgbToYcbcr);

}  // namespace rgb_to_ycbcr_case
}  // namespace kornia::conformance::cases
