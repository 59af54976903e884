// Conformance case of ops/enhance/solarize.
#include "ops/enhance/solarize.h"

#include <torch/torch.h>

#include <array>

#include "conformance/cases/common.h"

namespace kornia::conformance::cases {
namespace {

using enhance::solarize;

OpCase Solarize() {
  OpCase c;
  c.name = "solarize";
  c.package = "enhance";
  c.points = [] {
    ElementwiseSpec s;
    s.run = [](const Inputs& in) { return solarize(in[0]); };
    auto points = ElementwisePoints(s);
    // Host thresholds/additions, and per-sample tensors replayed across values.
    for (const auto& d : kFloatDtypes) {
      const std::string base = std::string(d.name) + "_w33";
      const torch::Tensor x = MakeInput({2, 3, 3, 33}, d.type, ValueClass::kUniform, SeedOf(base));
      points.push_back(Point(base + "_t03_a01", base + "_t03_a01", d.name, {x},
                             [](const Inputs& in) { return solarize(in[0], 0.3, 0.1); }));
      const std::string cls = base + "_tensor_args";
      for (auto [t0, t1, a0, a1] : {std::array<double, 4>{0.5, 0.5, 0.0, 0.0},
                                    {0.2, 0.9, -0.5, 0.5},
                                    {1.0, 0.0, 0.25, -0.25}}) {
        points.push_back(
            Point(cls + "_" + std::to_string(int(t0 * 10)) + std::to_string(int(t1 * 10)) + "_" +
                      std::to_string(int(a0 * 100)) + "_" + std::to_string(int(a1 * 100)),
                  cls, d.name,
                  {x, torch::tensor({t0, t1}).to(d.type), torch::tensor({a0, a1}).to(d.type)},
                  [](const Inputs& in) { return solarize(in[0], in[1], in[2]); }));
      }
    }
    return points;
  };
  c.claimed_dtypes = FloatIds();
  c.probe = [](torch::ScalarType d) { return solarize(ProbeImage(d)); };
  c.batch_inputs = {0, 1, 2};
  const torch::Tensor x = torch::rand({2, 3, 4, 4});
  auto graph = [](const Inputs& in) { return solarize(in[0], in[1], in[2]); };
  const torch::Tensor t = torch::tensor({0.5f, 0.5f});
  c.errors = {
      {"additions_0_6", [x] { solarize(x, 0.5, 0.6); },
       "solarize(): expected additions in [-0.5, 0.5], but got additions = 0.6"},
      {"tensor_additions_0_6",
       [x, t] {
         solarize(x, t, torch::tensor({0.6f, 0.0f}));
       },
       "solarize(): expected every additions value in [-0.5, 0.5], but got one outside it",
       GraphError{graph, {x, t, torch::tensor({0.1f, 0.0f})}, {x, t, torch::tensor({0.6f, 0.0f})}}},
      {"thresholds_wrong_batch",
       [x] {
         solarize(x, torch::tensor({0.5f, 0.5f, 0.5f}));
       },
       "solarize(): expected thresholds of shape () or (2,), but got shape [3]"},
      {"image_int32",
       [] {
         solarize(torch::zeros({1, 3, 4, 4}, torch::kInt));
       },
       "solarize(): expected a floating image (float16, bfloat16, float32 or float64), but got "
       "int32"},
      {"image_1d", [] { solarize(torch::rand({4})); },
       "solarize(): expected an image of shape (*, C, H, W), but got shape [4]"},
  };
  return c;
}

KC_REGISTER_CASE(Solarize);

}  // namespace
}  // namespace kornia::conformance::cases
