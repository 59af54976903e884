// Conformance case of ops/enhance/shift_rgb.
#include "ops/enhance/shift_rgb.h"

#include <array>

#include "conformance/cases/enhance/family_sweep.h"

// Per floating dtype: every tail and edge width and every value class (one
// shape class) with fixed (B,) shifts; one shape class of shifts replayed
// across values; (1,) and () shifts.
KC_CASE(enhance, shift_rgb) {
  using enhance::shift_rgb;
  OpCase c = ImageOp(op);
  c.points = [large = op.name + "_large"] {
    std::vector<SweepPoint> points;
    const OpFn shift = [](const Inputs& in) { return shift_rgb(in[0], in[1], in[2], in[3]); };
    auto add = [&](std::string id, std::string cls, torch::Tensor x, Inputs s) {
      s.insert(s.begin(), std::move(x));
      points.push_back(Point(std::move(id), std::move(cls), std::move(s), shift));
    };
    for (const auto& d : kFloatDtypes) {
      auto shifts = [&](double r, double g, double b) {
        return Inputs{torch::tensor({r, -r}).to(d.type), torch::tensor({g, -g}).to(d.type),
                      torch::tensor({b, -b}).to(d.type)};
      };
      // The sweep's image (value class v), then the shifts (0.1, -0.2, 0.3).
      auto swept = [&](const std::string& id, int64_t w, ValueClass v) {
        Inputs in = shifts(0.1, -0.2, 0.3);
        in.insert(in.begin(), MakeInput({2, 3, 3, w}, d.type, v, SeedOf(id)));
        return in;
      };
      Append(points, FloatSweepPoints(d, {.inputs = swept, .run = shift}));
      const std::string cls = std::string(d.name) + "_tensor_shifts";
      const torch::Tensor x = UniformInput({2, 3, 3, 33}, d.type, cls);
      for (auto [r, g, b] :
           {std::array<double, 3>{0.1, -0.2, 0.3}, {0.0, 0.0, 0.0}, {1.0, -1.0, 0.5}})
        add(cls + "_" + ValueId(r) + "_" + ValueId(g) + "_" + ValueId(b), cls, x, shifts(r, g, b));
      const std::string one = std::string(d.name) + "_shift_shape_1";
      add(one, one, x,
          {torch::tensor({0.25}).to(d.type), torch::tensor({-0.25}).to(d.type),
           torch::tensor({0.5}).to(d.type)});
      const std::string zero_dim = std::string(d.name) + "_shift_shape_0dim";
      add(zero_dim, zero_dim, x,
          {torch::tensor(0.25).to(d.type), torch::tensor(-0.25).to(d.type),
           torch::tensor(0.5).to(d.type)});
      // Kornia stacks its shifts on dim 1, which a 0-dim shift lacks: its call
      // takes the same values as (1,) tensors.
      points.back().kornia = {.args = {In(0), TensorArg(KorniaArg::array({0.25})),
                                       TensorArg(KorniaArg::array({-0.25})),
                                       TensorArg(KorniaArg::array({0.5}))}};
    }
    add("float32_large", "float32_large", LargeImage(torch::kFloat, 3, large),
        {torch::tensor({0.1f, -0.1f}), torch::tensor({-0.2f, 0.2f}), torch::tensor({0.3f, -0.3f})});
    return points;
  };
  c.batch_inputs = {0, 1, 2, 3};
  const torch::Tensor x = torch::rand({2, 3, 4, 4}), s = torch::zeros({2});
  c.errors.insert(
      c.errors.end(),
      {{"r_shift_wrong_batch", [x, s] { shift_rgb(x, torch::zeros({3}), s, s); },
        "expected r_shift of shape (2,), (1,) or (), but got shape [3]"},
       {"shifts_differ", [x, s] { shift_rgb(x, s, torch::zeros({1}), s); },
        "expected g_shift and b_shift of r_shift's shape [2], but got shapes [1] and [2]"}});
  c.tensor_args = {{"r_shift", {.input = 1, .dtypes = kEveryDtype}},
                   {"g_shift", {.input = 2, .dtypes = kEveryDtype}},
                   {"b_shift", {.input = 3, .dtypes = kEveryDtype}}};
  return c;
}
