// Conformance case of ops/color/bgr_to_rgba.
#include "ops/color/bgr_to_rgba.h"

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace {

using color::bgr_to_rgba;

OpCase BgrToRgba() {
  OpCase c = ColorOp({.name = "bgr_to_rgba",
                      .package = "color",
                      .kornia = "kornia.color.bgr_to_rgba",
                      .image = {.channels = 3, .dtypes = core::ImageDtypes::kAny},
                      .call = [](const torch::Tensor& x) { return bgr_to_rgba(x, 1.0); }});
  AddPoints(c, [] {
    std::vector<SweepPoint> points =
        IntegerPoints([](const torch::Tensor& x) { return bgr_to_rgba(x, 1.0); },
                      {torch::kByte, torch::kInt, torch::kLong, torch::kBool});
    // A host alpha other than 1, and alpha tensors as a graph input (two per
    // class, so the graph traced on one replays on the other).
    for (const auto& d : kFloatDtypes) {
      const std::string host = std::string(d.name) + "_alpha_0.25";
      points.push_back(Point(host, host, d.name,
                             {MakeInput({2, 3, 3, 33}, d.type, ValueClass::kUniform, SeedOf(host))},
                             [](const Inputs& in) { return bgr_to_rgba(in[0], 0.25); }));
      points.back().kornia = R"({"args": ["$0", 0.25]})";
      const std::string cls = std::string(d.name) + "_alpha_tensor";
      const torch::Tensor x = MakeInput({2, 3, 3, 33}, d.type, ValueClass::kUniform, SeedOf(cls));
      for (int i : {0, 1}) {
        const std::string id = cls + std::to_string(i);
        points.push_back(
            Point(id, cls, d.name,
                  {x, MakeInput({2, 1, 3, 33}, d.type, ValueClass::kUniform, SeedOf(id))},
                  [](const Inputs& in) { return bgr_to_rgba(in[0], in[1]); }));
        points.back().kornia = R"({"args": ["$0", "$1"]})";
      }
    }
    return points;
  });
  WithKorniaCall(c, R"({"args": ["$0", 1.0]})");
  c.batch_inputs = {0, 1};
  c.errors.push_back(
      {"alpha_shape",
       [] {
         bgr_to_rgba(torch::rand({2, 3, 4, 4}), torch::rand({2, 3, 4, 4}));
       },
       "bgr_to_rgba(): expected alpha_val of shape [2, 1, 4, 4], but got shape [2, 3, 4, 4]"});
  return c;
}

KC_REGISTER_CASE(BgrToRgba);

}  // namespace
}  // namespace kornia::conformance::cases
