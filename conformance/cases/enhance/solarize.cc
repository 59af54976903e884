// Conformance case of ops/enhance/solarize.
#include "ops/enhance/solarize.h"

#include <array>

#include "conformance/cases/enhance/factor.h"
#include "conformance/cases/enhance/levels.h"
#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace solarize_case {

using enhance::solarize;

OpCase Solarize() {
  OpCase c = ElementwiseOp({.name = "solarize",
                            .package = "enhance",
                            .kornia = "kornia.enhance.solarize",
                            .image = {.dtypes = core::ImageDtypes::kFloatingOrUint8},
                            .call = [](const torch::Tensor& x) { return solarize(x); }});
  // Host thresholds/additions, and per-sample tensors replayed across values.
  AddPoints(c, [] {
    std::vector<SweepPoint> points;
    for (const auto& d : kFloatDtypes) {
      const std::string base = std::string(d.name) + "_w33";
      const torch::Tensor x = MakeInput({2, 3, 3, 33}, d.type, ValueClass::kUniform, SeedOf(base));
      SweepPoint host = Point(base + "_t03_a01", base + "_t03_a01", d.name, {x},
                              [](const Inputs& in) { return solarize(in[0], 0.3, 0.1); });
      host.kornia = R"({"args": ["$0", 0.3, 0.1]})";
      points.push_back(host);
      const std::string cls = base + "_tensor_args";
      for (auto [t0, t1, a0, a1] : {std::array<double, 4>{0.5, 0.5, 0.0, 0.0},
                                    {0.2, 0.9, -0.5, 0.5},
                                    {1.0, 0.0, 0.25, -0.25}})
        points.push_back(
            Point(cls + "_" + std::to_string(int(t0 * 10)) + std::to_string(int(t1 * 10)) + "_" +
                      std::to_string(int(a0 * 100)) + "_" + std::to_string(int(a1 * 100)),
                  cls, d.name,
                  {x, torch::tensor({t0, t1}).to(d.type), torch::tensor({a0, a1}).to(d.type)},
                  [](const Inputs& in) { return solarize(in[0], in[1], in[2]); }));
    }
    // uint8 (levels.h): host thresholds and additions on uniform values and
    // on every level, the default on every width, per-sample tensors.
    for (auto [t, a] : {std::pair{0.5, 0.0}, {0.3, 0.1}, {0.0, 0.0}, {1.0, 0.0}, {0.7, -0.2}}) {
      const std::string id = "t" + ValueId(t) + (a != 0 ? "_a" + ValueId(a) : "");
      const auto call = [t = t, a = a](const torch::Tensor& x) {
        return a != 0 ? solarize(x, t, a) : solarize(x, t);
      };
      for (auto& p :
           Uint8HostPoints(id, 3, a != 0 ? PyFloat(t) + ", " + PyFloat(a) : PyFloat(t), "", call))
        points.push_back(std::move(p));
    }
    for (auto& p : Uint8WidthPoints("t0p5", 3, "0.5",
                                    [](const torch::Tensor& x) { return solarize(x, 0.5); }))
      points.push_back(std::move(p));
    const std::string cls = "uint8_tensor_args";
    const torch::Tensor x = UniformUint8({2, 3, 3, 33}, cls);
    for (auto [t0, t1, a0, a1] : {std::array<double, 4>{0.5, 0.5, 0.0, 0.0},
                                  {0.2, 0.9, -0.5, 0.5},
                                  {1.0, 0.0, 0.25, -0.25}}) {
      SweepPoint p =
          Point(cls + "_" + ValueId(t0) + "_" + ValueId(t1) + "_" + ValueId(a0) + "_" + ValueId(a1),
                cls, "uint8",
                {x, torch::tensor({t0, t1}, torch::kFloat), torch::tensor({a0, a1}, torch::kFloat)},
                [](const Inputs& in) { return solarize(in[0], in[1], in[2]); });
      p.kornia = UnitCall(R"("$1", "$2")");
      points.push_back(std::move(p));
    }
    return points;
  });
  c.batch_inputs = {0, 1, 2};
  const torch::Tensor x = torch::rand({2, 3, 4, 4}), t = torch::tensor({0.5f, 0.5f});
  auto graph = [](const Inputs& in) { return solarize(in[0], in[1], in[2]); };
  c.errors.insert(
      c.errors.end(),
      {{"additions_0_6", [x] { solarize(x, 0.5, 0.6); },
        "solarize(): expected additions in [-0.5, 0.5], but got additions = 0.6"},
       {"tensor_additions_0_6",
        [x, t] {
          solarize(x, t, torch::tensor({0.6f, 0.0f}));
        },
        "solarize(): expected every additions value in [-0.5, 0.5], but got one outside it",
        GraphError{
            graph, {x, t, torch::tensor({0.1f, 0.0f})}, {x, t, torch::tensor({0.6f, 0.0f})}}},
       {"thresholds_wrong_batch",
        [x] {
          solarize(x, torch::tensor({0.5f, 0.5f, 0.5f}));
        },
        "solarize(): expected thresholds of shape () or (2,), but got shape [3]"}});
  return c;
}

KC_REGISTER_CASE(Solarize);

}  // namespace solarize_case
}  // namespace kornia::conformance::cases
