// Conformance case of ops/color/hsv_to_rgb.
#include "ops/color/hsv_to_rgb.h"

#include <cmath>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace {

OpCase HsvToRgb() {
  OpCase c = ColorOp({.name = "hsv_to_rgb",
                      .package = "color",
                      .kornia = "kornia.color.hsv_to_rgb",
                      .image = {.channels = 3},
                      .call = [](const torch::Tensor& x) { return color::hsv_to_rgb(x); }});
  // HSV proper: hue over [-2 pi, 4 pi) (a turn either side of [0, 2 pi)) with
  // s and v in [0, 1]; and hue at and around each sextant edge k pi / 3, 0 and
  // 2 pi included, at (s, v) = (1, 1) and (0.5, 0.75).
  AddPoints(c, [] {
    std::vector<SweepPoint> points;
    auto run = [](const Inputs& in) { return color::hsv_to_rgb(in[0]); };
    std::vector<double> edges;
    for (int k = 0; k <= 6; ++k) edges.push_back(k * M_PI / 3);
    for (const auto& d : kFloatDtypes) {
      const std::string id = std::string(d.name) + "_hsv";
      const torch::Tensor hue =
          MakeInput({2, 1, 3, 33}, d.type, ValueClass::kUniform, SeedOf(id), -2 * M_PI, 4 * M_PI);
      const torch::Tensor sv = MakeInput({2, 2, 3, 33}, d.type, ValueClass::kUniform, SeedOf(id));
      points.push_back(Point(id, id, d.name, {torch::cat({hue, sv}, 1)}, run));
      const torch::Tensor h = NearValues(d.type, edges, 8).expand({2, -1});
      const int64_t n = h.size(1);
      const torch::Tensor s = torch::tensor({1.0, 0.5}).to(d.type).view({2, 1}).expand({2, n});
      const torch::Tensor v = torch::tensor({1.0, 0.75}).to(d.type).view({2, 1}).expand({2, n});
      const std::string near = std::string(d.name) + "_near_sextants";
      points.push_back(
          Point(near, near, d.name, {torch::stack({h, s, v}).unsqueeze(0).contiguous()}, run));
    }
    return points;
  });
  return c;
}

KC_REGISTER_CASE(HsvToRgb);

}  // namespace
}  // namespace kornia::conformance::cases
