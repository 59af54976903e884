// Bodies of family_equalize.h.
#include "conformance/cases/enhance/family_equalize.h"

#include <torch/types.h>

#include <cmath>
#include <string>
#include <utility>
#include <vector>

namespace kornia::conformance::cases {

torch::Tensor EqualizeLevels(torch::ScalarType dtype, std::vector<int64_t> shape) {
  const torch::Tensor k = torch::arange(256, torch::kDouble).div(255.0).to(dtype);
  const torch::Tensor up = torch::where(k >= 1, k, StepUlp(k, 1));
  const torch::Tensor down = torch::where(k <= 0, k, StepUlp(k, -1));
  const torch::Tensor v = torch::cat({k, up, down});
  return torch::stack({v, v.roll(256), v.roll(512)}).reshape(shape);
}

std::vector<SweepPoint> EqualizePoints(const OpFn& run, const EqualizeShapes& s) {
  std::vector<SweepPoint> points;
  for (const auto& d : kFloatDtypes) {
    auto add = [&](const std::string& name, torch::Tensor x) {
      const std::string id = std::string(d.name) + "_" + name;
      points.push_back(Point(id, id, {std::move(x)}, run));
    };
    for (int64_t w : {1, 7, 33, 65, 257})
      add("w" + std::to_string(w),
          MakeInput(s.width(w), d.type, ValueClass::kUniform,
                    SeedOf(std::string(d.name) + "_w" + std::to_string(w))));
    add("levels", EqualizeLevels(d.type, s.levels));
    add("constant", torch::full(s.small, 0.4, d.type));
    add("two_levels", (MakeInput(s.small, d.type, ValueClass::kUniform,
                                 SeedOf(std::string(d.name) + "_two")) > 0.5)
                                  .to(d.type) *
                              0.5 +
                          0.25);
    add("skewed",
        MakeInput(s.small, d.type, ValueClass::kUniform, SeedOf(std::string(d.name) + "_skewed"))
            .pow(4));
    torch::Tensor spike = torch::zeros(s.small, d.type);
    spike.view(-1)[5] = 1;
    add("spike", spike);
    add("range_edges", torch::tensor({-0.5 / 255, 0.0, 1.0, 255.5 / 255}, torch::kDouble)
                           .to(d.type)
                           .repeat({36})
                           .reshape(s.small));
  }
  points.push_back(Point("float32_large", "float32_large", {s.large}, run));
  return points;
}

void AddEqualizeValueErrors(OpCase& c, const OpFn& run, const std::vector<int64_t>& good_shape) {
  const torch::Tensor good = torch::rand(good_shape);
  for (auto [id, bad] : {std::pair<const char*, double>{"value_above_1", 1.01},
                         {"value_below_0", -0.01},
                         {"value_nan", std::nan("")}}) {
    torch::Tensor x = good.clone();
    x.view(-1)[3] = bad;
    c.errors.push_back({id, [run, x] { run({x}); },
                        "expected every input value in [0, 1], but got one outside it or NaN",
                        GraphError{run, {good}, {x}}});
  }
}

}  // namespace kornia::conformance::cases
