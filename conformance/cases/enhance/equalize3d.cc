// Conformance case of ops/enhance/equalize3d.
#include "ops/enhance/equalize3d.h"

#include <cmath>
#include <utility>

#include "conformance/cases/enhance/factor.h"

namespace kornia::conformance::cases {
namespace {

using enhance::equalize3d;

torch::Tensor Run(const Inputs& in) { return equalize3d(in[0]); }

// Every 8-bit level k / 255 and its neighbours one ulp away (the histogram's
// bin edges), per channel rotated so channels differ.
torch::Tensor Levels(torch::ScalarType dtype, std::vector<int64_t> shape) {
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
std::vector<SweepPoint> EqualizePoints() {
  std::vector<SweepPoint> points;
  for (const auto& d : kFloatDtypes) {
    auto add = [&](const std::string& name, torch::Tensor x) {
      const std::string id = std::string(d.name) + "_" + name;
      points.push_back(Point(id, id, d.name, {std::move(x)}, Run));
    };
    for (int64_t w : {1, 7, 33, 65, 257})
      add("w" + std::to_string(w),
          MakeInput({2, 3, 2, 3, w}, d.type, ValueClass::kUniform,
                    SeedOf(std::string(d.name) + "_w" + std::to_string(w))));
    add("levels", Levels(d.type, {1, 3, 2, 12, 32}));
    add("constant", torch::full({2, 3, 2, 2, 6}, 0.4, d.type));
    add("two_levels", (MakeInput({2, 3, 2, 2, 6}, d.type, ValueClass::kUniform,
                                 SeedOf(std::string(d.name) + "_two")) > 0.5)
                                  .to(d.type) *
                              0.5 +
                          0.25);
    add("skewed", MakeInput({2, 3, 2, 2, 6}, d.type, ValueClass::kUniform,
                            SeedOf(std::string(d.name) + "_skewed"))
                      .pow(4));
    torch::Tensor spike = torch::zeros({2, 3, 2, 2, 6}, d.type);
    spike.view(-1)[5] = 1;
    add("spike", spike);
    add("range_edges", torch::tensor({-0.5 / 255, 0.0, 1.0, 255.5 / 255}, torch::kDouble)
                           .to(d.type)
                           .repeat({36})
                           .reshape({2, 3, 2, 2, 6}));
  }
  points.push_back(Point("float32_large", "float32_large", "float32",
                         {MakeInput({2, 3, 4, 64, 64}, torch::kFloat, ValueClass::kUniform,
                                    SeedOf("equalize3d_large"))},
                         Run));
  return points;
}

OpCase Equalize3d() {
  OpCase c = [] {
    OpCase c;
    c.name = "equalize3d";
    c.package = "enhance";
    c.kornia = "kornia.enhance.equalize3d";
    c.claimed_dtypes = SignatureDtypes(core::ImageDtypes::kFloating);
    c.probe = [](torch::ScalarType d) { return equalize3d(ProbeImage(d, {1, 3, 2, 4, 5})); };
    c.batch_inputs = {0};
    c.errors = {{"rank_3",
                 [] {
                   equalize3d(torch::rand({3, 4, 5}));
                 },
                 "equalize3d(): expected a volume of shape (*, C, D, H, W) with non-empty C, D, H "
                 "and W, but got shape [3, 4, 5]"},
                {"empty_depth",
                 [] {
                   equalize3d(torch::rand({1, 3, 0, 4, 5}));
                 },
                 "equalize3d(): expected a volume of shape (*, C, D, H, W) with non-empty C, D, H "
                 "and W, but got shape [1, 3, 0, 4, 5]"}};
    return c;
  }();
  c.points = EqualizePoints;
  const torch::Tensor good = torch::rand({2, 3, 2, 4, 4});
  for (auto [id, bad] : {std::pair<const char*, double>{"value_above_1", 1.01},
                         {"value_below_0", -0.01},
                         {"value_nan", std::nan("")}}) {
    torch::Tensor x = good.clone();
    x.view(-1)[3] = bad;
    c.errors.push_back(
        {id, [x] { equalize3d(x); },
         "equalize3d(): expected every input value in [0, 1], but got one outside it or "
         "NaN",
         GraphError{Run, {good}, {x}}});
  }
  return c;
}

KC_REGISTER_CASE(Equalize3d);

}  // namespace
}  // namespace kornia::conformance::cases
