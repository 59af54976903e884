// Conformance case of ops/color/rgb_to_hsv.
#include "ops/color/rgb_to_hsv.h"

#include <torch/torch.h>

#include "conformance/cases/color/color.h"
#include "conformance/cases/common.h"

namespace kornia::conformance::cases {
namespace {

using color::rgb_to_hsv;

OpCase Hsv() {
  OpCase c;
  c.name = "rgb_to_hsv";
  c.package = "color";
  c.points = [] {
    ElementwiseSpec s;
    s.run = [](const Inputs& in) { return rgb_to_hsv(in[0]); };
    auto points = ElementwisePoints(s);
    for (const auto& d : kFloatDtypes) {
      const std::string id = std::string(d.name) + "_ties";
      points.push_back(Point(id, id, d.name, {TiesImage(d.type)}, s.run));
    }
    return points;
  };
  c.claimed_dtypes = FloatIds();
  c.probe = [](torch::ScalarType d) { return rgb_to_hsv(ProbeImage(d)); };
  c.batch_inputs = {0};
  c.errors = {
      {"channels_1",
       [] {
         rgb_to_hsv(torch::rand({1, 1, 2, 2}));
       },
       "rgb_to_hsv(): expected an image of shape (*, 3, H, W), but got shape [1, 1, 2, 2]"},
      {"uint8",
       [] {
         rgb_to_hsv(torch::zeros({3, 2, 2}, torch::kByte));
       },
       "rgb_to_hsv(): expected a floating image (float16, bfloat16, float32 or float64), but got "
       "uint8"},
  };
  return c;
}

KC_REGISTER_CASE(Hsv);

}  // namespace
}  // namespace kornia::conformance::cases
