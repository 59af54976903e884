// Conformance case of ops/enhance/shift_rgb.
#include "ops/enhance/shift_rgb.h"

#include <array>

#include "conformance/cases/enhance/factor.h"

namespace kornia::conformance::cases {
namespace shift_rgb_case {

using enhance::shift_rgb;

torch::Tensor Shift(const Inputs& in) { return shift_rgb(in[0], in[1], in[2], in[3]); }

// Per floating dtype: every tail and edge width and every value class (one
// shape class) with fixed (B,) shifts; one shape class of shifts replayed
// across values; (1,) and () shifts.
std::vector<SweepPoint> ShiftPoints() {
  std::vector<SweepPoint> points;
  for (const auto& d : kFloatDtypes) {
    auto shifts = [&](double r, double g, double b) {
      return Inputs{torch::tensor({r, -r}).to(d.type), torch::tensor({g, -g}).to(d.type),
                    torch::tensor({b, -b}).to(d.type)};
    };
    auto add = [&](std::string id, std::string cls, torch::Tensor x, Inputs s) {
      Inputs in = {std::move(x)};
      in.insert(in.end(), s.begin(), s.end());
      points.push_back(Point(std::move(id), std::move(cls), d.name, std::move(in), Shift));
    };
    std::vector<int64_t> widths(std::begin(kTailWidths), std::end(kTailWidths));
    widths.insert(widths.end(), std::begin(kEdgeWidths), std::end(kEdgeWidths));
    for (int64_t w : widths) {
      const std::string id = std::string(d.name) + "_w" + std::to_string(w);
      add(id, id, MakeInput({2, 3, 3, w}, d.type, ValueClass::kUniform, SeedOf(id)),
          shifts(0.1, -0.2, 0.3));
    }
    for (ValueClass v : kAllValueClasses) {
      if (v == ValueClass::kUniform) continue;
      const std::string id = std::string(d.name) + "_w33_" + ValueClassName(v);
      add(id, std::string(d.name) + "_w33", MakeInput({2, 3, 3, 33}, d.type, v, SeedOf(id)),
          shifts(0.1, -0.2, 0.3));
    }
    const std::string cls = std::string(d.name) + "_tensor_shifts";
    const torch::Tensor x = MakeInput({2, 3, 3, 33}, d.type, ValueClass::kUniform, SeedOf(cls));
    for (auto [r, g, b] :
         {std::array<double, 3>{0.1, -0.2, 0.3}, {0.0, 0.0, 0.0}, {1.0, -1.0, 0.5}})
      add(cls + "_" + ValueId(r) + "_" + ValueId(g) + "_" + ValueId(b), cls, x, shifts(r, g, b));
    const std::string one = std::string(d.name) + "_shift_shape_1";
    add(one, one, x,
        {torch::tensor({0.25}).to(d.type), torch::tensor({-0.25}).to(d.type),
         torch::tensor({0.5}).to(d.type)});
    const std::string zero_dim = std::string(d.name) + "_shift_shape_0dim";
    SweepPoint p = Point(zero_dim, zero_dim, d.name,
                         {x, torch::tensor(0.25).to(d.type), torch::tensor(-0.25).to(d.type),
                          torch::tensor(0.5).to(d.type)},
                         Shift);
    // Kornia stacks its shifts on dim 1, which a 0-dim shift lacks: its call
    // takes the same values as (1,) tensors.
    p.kornia = R"({"args": ["$0", "@tensor:[0.25]", "@tensor:[-0.25]", "@tensor:[0.5]"]})";
    points.push_back(std::move(p));
  }
  const Inputs shifts = {torch::tensor({0.1f, -0.1f}), torch::tensor({-0.2f, 0.2f}),
                         torch::tensor({0.3f, -0.3f})};
  Inputs large = {LargeImage(torch::kFloat, 3, "shift_rgb_large")};
  large.insert(large.end(), shifts.begin(), shifts.end());
  points.push_back(Point("float32_large", "float32_large", "float32", std::move(large), Shift));
  return points;
}

OpCase ShiftRgb() {
  OpCase c = ImageOp({.name = "shift_rgb",
                      .package = "enhance",
                      .kornia = "kornia.enhance.shift_rgb",
                      .image = {.rank = core::ImageRank::kBatch, .channels = 3},
                      .call = [](const torch::Tensor& x) {
                        const torch::Tensor s = torch::full({x.size(0)}, 0.25);
                        return shift_rgb(x, s, s * -1, s);
                      }});
  c.points = ShiftPoints;
  c.batch_inputs = {0, 1, 2, 3};
  const torch::Tensor x = torch::rand({2, 3, 4, 4}), s = torch::zeros({2});
  c.errors.insert(
      c.errors.end(),
      {{"r_shift_wrong_batch", [x, s] { shift_rgb(x, torch::zeros({3}), s, s); },
        "shift_rgb(): expected r_shift of shape (2,), (1,) or (), but got shape [3]"},
       {"shifts_differ", [x, s] { shift_rgb(x, s, torch::zeros({1}), s); },
        "shift_rgb(): expected g_shift and b_shift of r_shift's shape [2], but got shapes [1] and "
        "[2]"}});
  return c;
}

KC_REGISTER_CASE(ShiftRgb);

}  // namespace shift_rgb_case
}  // namespace kornia::conformance::cases
