// Conformance case of ops/enhance/histogram.
#include "ops/enhance/histogram.h"

#include <cmath>
#include <utility>

#include "conformance/cases/enhance/family_sweep.h"

// Per floating dtype: values (B, N) uniform in [0, 1] over 128 bins at N of
// the vector tails and precision edges; every value class; one shape class
// of bandwidths replayed across values; bins in float64 with float32 values
// (the promoted dtype); a long row for the threads check.
KC_CASE(enhance, histogram) {
  using enhance::histogram;
  const OpFn run = [](const Inputs& in) { return histogram(in[0], in[1], in[2]); };
  OpCase c = DataOp(op, [](torch::ScalarType d) {
    return histogram(MakeInput({2, 9}, d, ValueClass::kUniform, 7), torch::linspace(0, 1, 8).to(d),
                     torch::tensor(0.5).to(d));
  });
  c.points = [run, large = op.name + "_large"] {
    std::vector<SweepPoint> points;
    for (const auto& d : kFloatDtypes) {
      const torch::Tensor bins = torch::linspace(0, 1, 128).to(d.type);
      const torch::Tensor bw = torch::tensor(0.9).to(d.type);
      for (int64_t n : SweepWidths()) {
        const std::string id = std::string(d.name) + "_n" + std::to_string(n);
        points.push_back(Point(
            id, id, {MakeInput({2, n}, d.type, ValueClass::kUniform, SeedOf(id)), bins, bw}, run));
      }
      for (ValueClass v : kAllValueClasses) {
        if (v == ValueClass::kUniform) continue;
        const std::string id = std::string(d.name) + "_n33_" + ValueClassName(v);
        points.push_back(Point(id, std::string(d.name) + "_n33",
                               {MakeInput({2, 33}, d.type, v, SeedOf(id)), bins, bw}, run));
      }
      const std::string cls = std::string(d.name) + "_tensor_bandwidth";
      const torch::Tensor x = MakeInput({2, 33}, d.type, ValueClass::kUniform, SeedOf(cls));
      for (double b : {0.9, 0.01, 10.0})
        points.push_back(
            Point(cls + "_" + ValueId(b), cls, {x, bins, torch::tensor(b).to(d.type)}, run));
    }
    points.push_back(
        Point("float32_bins_float64", "float32_bins_float64",
              {MakeInput({2, 65}, torch::kFloat, ValueClass::kUniform, SeedOf("mixed")),
               torch::linspace(0, 1, 64, torch::kDouble), torch::tensor(0.5, torch::kDouble)},
              run));
    points.push_back(
        Point("float32_large", "float32_large",
              {MakeInput({1, 65536}, torch::kFloat, ValueClass::kUniform, SeedOf(large)),
               torch::linspace(0, 1, 16), torch::tensor(0.1f)},
              run));
    // Each bin's sum over 73,984 half values (HalfReductionImage).
    for (SweepPoint& p :
         HalfReductionPoints("histogram", 1, [run](const std::string&id, const torch::Tensor&x) {
           const torch::ScalarType d = x.scalar_type();
           return Point(
               id, id,
               {x.reshape({1, -1}), torch::linspace(0, 1, 16).to(d), torch::tensor(0.1).to(d)},
               run);
         }))
      points.push_back(std::move(p));
    return points;
  };
  const torch::Tensor x = torch::rand({2, 9}), bins = torch::linspace(0, 1, 8);
  const torch::Tensor bw = torch::tensor(0.5f);
  c.errors = {{"x_rank_3",
               [bins, bw] {
                 histogram(torch::rand({2, 9, 1}), bins, bw);
               },
               "expected x of shape (B, N), but got shape [2, 9, 1]"},
              {"bins_rank_2",
               [x, bw] {
                 histogram(x, torch::rand({2, 4}), bw);
               },
               "expected bins of shape (n_bins,), but got shape [2, 4]"},
              {"bandwidth_rank_1", [x, bins] { histogram(x, bins, torch::ones({1})); },
               "expected a 0-dim bandwidth, but got shape [1]"}};
  for (auto [id, bad] : {std::pair<const char*, float>{"bandwidth_zero", 0.0f},
                         {"bandwidth_negative", -1.0f},
                         {"bandwidth_nan", std::nanf("")},
                         {"bandwidth_inf", INFINITY}}) {
    const torch::Tensor b = torch::tensor(bad);
    c.errors.push_back({id, [x, bins, b] { histogram(x, bins, b); },
                        "expected a finite bandwidth > 0, but got one that is not",
                        GraphError{run, {x, bins, bw}, {x, bins, b}}});
  }
  c.tensor_args = {{"bins", {.input = 1, .dtypes = kFloatingOrIntegerDtypes}},
                   {"bandwidth", {.input = 2, .dtypes = kEveryDtype}}};
  AddFloat64Twins(c, {"float32_large"});
  return c;
}
