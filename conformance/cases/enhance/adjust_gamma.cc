// Conformance case of ops/enhance/adjust_gamma.
#include "ops/enhance/adjust_gamma.h"

#include <cmath>

#include "conformance/cases/enhance/factor.h"

namespace kornia::conformance::cases {
namespace adjust_gamma_case {

using enhance::adjust_gamma;

OpCase AdjustGamma() {
  // Host gamma and gain: every gamma ATen's pow special-cases (0, 0.5, 1, 2,
  // 3) and others, each its own graph; gamma and gain tensors, one value per
  // sample, traced once and replayed across values.
  FactorSpec f{
      .arg = "gamma",
      .factor = 2.2,
      .host = [](const torch::Tensor& x, double v) { return adjust_gamma(x, v); },
      .tensor = [](const torch::Tensor& x,
                   const torch::Tensor& v) { return adjust_gamma(x, v, torch::ones({1})); },
      .host_values = {0.0, 0.5, 1.0, 2.0, 3.0, 0.4545, 10.0},
      .pairs = {{2.2, 0.5}, {0.0, 1.0}, {3.0, 0.25}, {1.0, 1.0}},
      .non_negative = true};
  OpCase c = FactorOp({.name = "adjust_gamma",
                       .package = "enhance",
                       .kornia = "kornia.enhance.adjust_gamma",
                       .image = {.dtypes = core::ImageDtypes::kFloatingOrUint8}},
                      f);
  AddPoints(c, [] {
    std::vector<SweepPoint> points;
    for (const auto& d : kFloatDtypes) {
      const std::string id = std::string(d.name) + "_gain";
      SweepPoint p = Point(id, id, d.name,
                           {MakeInput({2, 3, 3, 33}, d.type, ValueClass::kUniform, SeedOf(id))},
                           [](const Inputs& in) { return adjust_gamma(in[0], 0.8, 1.7); });
      p.kornia = R"({"args": ["$0", 0.8, 1.7]})";
      points.push_back(std::move(p));
      const std::string cls = std::string(d.name) + "_tensor_gamma_gain";
      const torch::Tensor x = MakeInput({2, 3, 3, 33}, d.type, ValueClass::kUniform, SeedOf(cls));
      for (auto [g0, g1, k0, k1] :
           {std::array<double, 4>{0.8, 2.0, 1.7, 0.5}, {1.0, 1.0, 1.0, 1.0}, {0.0, 3.0, 0.0, 2.0}})
        points.push_back(Point(
            cls + "_" + ValueId(g0) + "_" + ValueId(g1) + "_" + ValueId(k0) + "_" + ValueId(k1),
            cls, d.name,
            {x, torch::tensor({g0, g1}).to(d.type), torch::tensor({k0, k1}).to(d.type)},
            [](const Inputs& in) { return adjust_gamma(in[0], in[1], in[2]); }));
    }
    // uint8 (levels.h): gamma and gain per sample, and a host gain.
    for (auto& p : Uint8HostPoints("gain", 3, "0.8, 1.7", "", [](const torch::Tensor& x) {
           return adjust_gamma(x, 0.8, 1.7);
         }))
      points.push_back(std::move(p));
    const std::string cls = "uint8_tensor_gamma_gain";
    const torch::Tensor x = UniformUint8({2, 3, 3, 33}, cls);
    for (auto [g0, g1, k0, k1] :
         {std::array<double, 4>{0.8, 2.0, 1.7, 0.5}, {1.0, 1.0, 1.0, 1.0}, {0.0, 3.0, 0.0, 2.0}}) {
      SweepPoint p =
          Point(cls + "_" + ValueId(g0) + "_" + ValueId(g1) + "_" + ValueId(k0) + "_" + ValueId(k1),
                cls, "uint8",
                {x, torch::tensor({g0, g1}, torch::kFloat), torch::tensor({k0, k1}, torch::kFloat)},
                [](const Inputs& in) { return adjust_gamma(in[0], in[1], in[2]); });
      p.kornia = UnitCall(R"("$1", "$2")");
      points.push_back(std::move(p));
    }
    return points;
  });
  c.batch_inputs = {0, 1, 2};
  const torch::Tensor x = torch::rand({2, 3, 4, 4}), one = torch::ones({2});
  c.errors.insert(
      c.errors.end(),
      {{"gain_minus_1", [x] { adjust_gamma(x, 1.0, -1.0); },
        "adjust_gamma(): expected gain >= 0, but got gain = -1"},
       {"gamma_nan", [x] { adjust_gamma(x, std::nan(""), 1.0); },
        "adjust_gamma(): expected gamma >= 0, but got gamma = nan"},
       {"tensor_gain_negative",
        [x, one] {
          adjust_gamma(x, one, torch::tensor({1.0f, -1.0f}));
        },
        "adjust_gamma(): expected every gain value >= 0, but got one below 0 or NaN",
        GraphError{[](const Inputs& in) { return adjust_gamma(in[0], in[1], in[2]); },
                   {x, one, one},
                   {x, one, torch::tensor({1.0f, -1.0f})}}},
       {"gain_wrong_batch", [x, one] { adjust_gamma(x, one, torch::ones({3})); },
        "adjust_gamma(): expected gain of a shape that broadcasts to [2, 3, 4, 4] (padded on the "
        "right), but got shape [3]"}});
  return c;
}

KC_REGISTER_CASE(AdjustGamma);

}  // namespace adjust_gamma_case
}  // namespace kornia::conformance::cases
