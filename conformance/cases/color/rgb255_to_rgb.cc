// Conformance case of ops/color/rgb255_to_rgb.
#include "ops/color/rgb255_to_rgb.h"

#include "conformance/cases/family.h"
#include "ops/color/rgb_to_rgb255.h"

namespace kornia::conformance::cases {
namespace rgb255_to_rgb_case {

using color::rgb255_to_rgb;

OpCase Rgb255ToRgb() {
  OpCase c =
      ColorOp({.name = "rgb255_to_rgb",
               .package = "color",
               .kornia = "kornia.color.rgb255_to_rgb",
               .image = {.channels = 3},
               .call = [](const torch::Tensor& x) { return rgb255_to_rgb(x); }},
              Inverse{.name = "rgb_to_rgb255",
                      .run = [](const torch::Tensor& y) { return color::rgb_to_rgb255(y); },
                      .max_abs = {{"float16", 0.125}, {"float32", 1.6e-5}, {"float64", 5.7e-14}},
                      .reason = "measured (2.14.1, every in-domain point, values up to "
                                "255): float16 0.0625 (half an ulp at 128..255), float32 "
                                "7.6e-6, float64 1.1e-16; bfloat16 came back exact",
                      .hi = 255});
  // Its own range: values in [0, 255] per dtype.
  AddPoints(c, [] {
    std::vector<SweepPoint> points;
    for (const auto& d : kFloatDtypes) {
      const std::string id = std::string(d.name) + "_w33_255";
      points.push_back(
          Point(id, id, d.name,
                {MakeInput({2, 3, 3, 33}, d.type, ValueClass::kUniform, SeedOf(id), 0, 255)},
                [](const Inputs& in) { return rgb255_to_rgb(in[0]); }));
    }
    return points;
  });
  return c;
}

KC_REGISTER_CASE(Rgb255ToRgb);

}  // namespace rgb255_to_rgb_case
}  // namespace kornia::conformance::cases
