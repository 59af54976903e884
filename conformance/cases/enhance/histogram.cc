// Conformance case of ops/enhance/histogram.
#include "ops/enhance/histogram.h"

#include <cmath>
#include <utility>

#include "conformance/cases/enhance/family_histogram.h"
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
      auto values = [&](const std::string& id, int64_t n, ValueClass v) {
        return Inputs{MakeInput({2, n}, d.type, v, SeedOf(id)), bins, bw};
      };
      Append(points, FloatSweepPoints(d, {.tag = "n", .inputs = values, .run = run}));
      const std::string cls = std::string(d.name) + "_tensor_bandwidth";
      auto bandwidth = [&, x = UniformInput({2, 33}, d.type, cls)](const std::vector<double>& b) {
        return Inputs{x, bins, torch::tensor(b[0]).to(d.type)};
      };
      Append(points, ReplayPoints(cls, {{0.9}, {0.01}, {10.0}}, bandwidth, run));
    }
    points.push_back(
        Point("float32_bins_float64", "float32_bins_float64",
              {UniformInput({2, 65}, torch::kFloat, "mixed"),
               torch::linspace(0, 1, 64, torch::kDouble), torch::tensor(0.5, torch::kDouble)},
              run));
    points.push_back(Point("float32_large", "float32_large",
                           {UniformInput({1, 65536}, torch::kFloat, large),
                            torch::linspace(0, 1, 16), torch::tensor(0.1f)},
                           run));
    // Each bin's sum over 73,984 half values (HalfReductionImage).
    Append(
        points,
        HalfReductionPoints("histogram", 1, [run](const std::string& id, const torch::Tensor& x) {
          const torch::ScalarType d = x.scalar_type();
          return Point(
              id, id,
              {x.reshape({1, -1}), torch::linspace(0, 1, 16).to(d), torch::tensor(0.1).to(d)}, run);
        }));
    return points;
  };
  const torch::Tensor x = torch::rand({2, 9}), bins = torch::linspace(0, 1, 8);
  const torch::Tensor bw = torch::tensor(0.5f);
  c.errors = {Refused("x_rank_3", run, {torch::rand({2, 9, 1}), bins, bw},
                      "expected x of shape (B, N), but got shape [2, 9, 1]"),
              Refused("bins_rank_2", run, {x, torch::rand({2, 4}), bw},
                      "expected bins of shape (n_bins,), but got shape [2, 4]"),
              Refused("bandwidth_rank_1", run, {x, bins, torch::ones({1})},
                      "expected a 0-dim bandwidth, but got shape [1]")};
  AddBandwidthRefusals(c, -1.0, [&](const char* id, double b) {
    return RefusedInGraph(id, run, {x, bins, bw}, {x, bins, torch::tensor(static_cast<float>(b))},
                          "expected a finite bandwidth > 0, but got one that is not");
  });
  c.tensor_args = {{"bins", {.input = 1, .dtypes = kFloatingOrIntegerDtypes}},
                   {"bandwidth", {.input = 2, .dtypes = kEveryDtype}}};
  AddFloat64Twins(c, {"float32_large"});
  return c;
}
