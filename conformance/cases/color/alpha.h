// The case of an op that appends an alpha channel (rgb_to_rgba, bgr_to_rgba):
// shared by their case files (one stem each), this package's own builder.
#pragma once

#include <string>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

// `name(image, alpha)` with a host double and with a (*, 1, H, W) tensor.
struct AlphaSpec {
  std::string name;
  std::function<torch::Tensor(const torch::Tensor&, double)> host;
  std::function<torch::Tensor(const torch::Tensor&, const torch::Tensor&)> tensor;
};

// ColorOp on any dtype at alpha 1 (Kornia's call with alpha_val = 1.0), plus
// integer images, a host alpha of 0.25, alpha tensors as a graph input (two
// per class, so the graph traced on one replays on the other; a batched
// input) and the error for an alpha tensor of the wrong shape.
inline OpCase AlphaOp(const AlphaSpec& s) {
  auto at_one = [host = s.host](const torch::Tensor& x) { return host(x, 1.0); };
  OpCase c = ColorOp({.name = s.name,
                      .package = "color",
                      .kornia = "kornia.color." + s.name,
                      .image = {.channels = 3, .dtypes = core::ImageDtypes::kAny},
                      .call = at_one});
  AddPoints(c, [s, at_one] {
    std::vector<SweepPoint> points =
        IntegerPoints(at_one, {torch::kByte, torch::kInt, torch::kLong, torch::kBool});
    for (const auto& d : kFloatDtypes) {
      const std::string host = std::string(d.name) + "_alpha_0.25";
      points.push_back(Point(host, host, d.name,
                             {MakeInput({2, 3, 3, 33}, d.type, ValueClass::kUniform, SeedOf(host))},
                             [f = s.host](const Inputs& in) { return f(in[0], 0.25); }));
      points.back().kornia = R"({"args": ["$0", 0.25]})";
      const std::string cls = std::string(d.name) + "_alpha_tensor";
      const torch::Tensor x = MakeInput({2, 3, 3, 33}, d.type, ValueClass::kUniform, SeedOf(cls));
      for (int i : {0, 1}) {
        const std::string id = cls + std::to_string(i);
        points.push_back(
            Point(id, cls, d.name,
                  {x, MakeInput({2, 1, 3, 33}, d.type, ValueClass::kUniform, SeedOf(id))},
                  [f = s.tensor](const Inputs& in) { return f(in[0], in[1]); }));
        points.back().kornia = R"({"args": ["$0", "$1"]})";
      }
    }
    return points;
  });
  WithKorniaCall(c, R"({"args": ["$0", 1.0]})");
  c.batch_inputs = {0, 1};
  c.errors.push_back({"alpha_shape",
                      [f = s.tensor] {
                        f(torch::rand({2, 3, 4, 4}), torch::rand({2, 3, 4, 4}));
                      },
                      s.name + "(): expected alpha_val of shape [2, 1, 4, 4], but got shape "
                               "[2, 3, 4, 4]"});
  return c;
}

}  // namespace kornia::conformance::cases
