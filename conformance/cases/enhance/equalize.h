// The enhance package's builder for equalize and equalize3d, which share
// their sweep (only the shapes differ) and their in-graph value check.
#pragma once

#include <torch/types.h>

#include <cmath>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

// The sweep's shapes: of the uniform points per width, of the bin-edge
// image (2,304 values), and of the small images (144 values).
struct EqualizeShapes {
  std::function<std::vector<int64_t>(int64_t width)> width;
  std::vector<int64_t> levels, small;
  torch::Tensor large;  // the float32 threads-size input
};

// Every 8-bit level k / 255 and its neighbours one ulp away (the histogram's
// bin edges), per channel rotated so channels differ.
inline torch::Tensor EqualizeLevels(torch::ScalarType dtype, std::vector<int64_t> shape) {
  const torch::Tensor k = torch::arange(256, torch::kDouble).div(255.0).to(dtype);
  const torch::Tensor up = torch::where(k >= 1, k, StepUlp(k, 1));
  const torch::Tensor down = torch::where(k <= 0, k, StepUlp(k, -1));
  const torch::Tensor v = torch::cat({k, up, down});
  return torch::stack({v, v.roll(256), v.roll(512)}).reshape(shape);
}

// Per floating dtype: uniform values at vector tails and precision edges;
// the bin edges; a constant channel (one level: left as it is); two levels;
// a channel holding every level once; skewed values (x ** 4); one value in
// a row of 0s; values just inside (-1, 256) / 255. A large point.
inline std::vector<SweepPoint> EqualizePoints(const OpFn& run, const EqualizeShapes& s) {
  std::vector<SweepPoint> points;
  for (const auto& d : kFloatDtypes) {
    auto add = [&](const std::string& name, torch::Tensor x) {
      const std::string id = std::string(d.name) + "_" + name;
      points.push_back(Point(id, id, d.name, {std::move(x)}, run));
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
  points.push_back(Point("float32_large", "float32_large", "float32", {s.large}, run));
  return points;
}

// The value check's error inputs: a value above 1, below 0 and a NaN, each
// also replayed through a graph traced on good values.
inline void AddEqualizeValueErrors(OpCase& c, const OpFn& run,
                                   const std::vector<int64_t>& good_shape) {
  const torch::Tensor good = torch::rand(good_shape);
  for (auto [id, bad] : {std::pair<const char*, double>{"value_above_1", 1.01},
                         {"value_below_0", -0.01},
                         {"value_nan", std::nan("")}}) {
    torch::Tensor x = good.clone();
    x.view(-1)[3] = bad;
    c.errors.push_back(
        {id, [run, x] { run({x}); },
         c.name + "(): expected every input value in [0, 1], but got one outside it or NaN",
         GraphError{run, {good}, {x}}});
  }
}

}  // namespace kornia::conformance::cases
