// Conformance case of ops/enhance/histogram.
#include "ops/enhance/histogram.h"

#include <cmath>
#include <utility>

#include "conformance/cases/enhance/factor.h"

namespace kornia::conformance::cases {
namespace histogram_case {

using enhance::histogram;

torch::Tensor Run(const Inputs& in) { return histogram(in[0], in[1], in[2]); }

// Per floating dtype: values (B, N) uniform in [0, 1] over 128 bins at N of
// the vector tails and precision edges; every value class; one shape class
// of bandwidths replayed across values; bins in float64 with float32 values
// (the promoted dtype); a long row for the threads check.
std::vector<SweepPoint> HistogramPoints() {
  std::vector<SweepPoint> points;
  for (const auto& d : kFloatDtypes) {
    const torch::Tensor bins = torch::linspace(0, 1, 128).to(d.type);
    const torch::Tensor bw = torch::tensor(0.9).to(d.type);
    std::vector<int64_t> widths(std::begin(kTailWidths), std::end(kTailWidths));
    widths.insert(widths.end(), std::begin(kEdgeWidths), std::end(kEdgeWidths));
    for (int64_t n : widths) {
      const std::string id = std::string(d.name) + "_n" + std::to_string(n);
      points.push_back(
          Point(id, id, d.name,
                {MakeInput({2, n}, d.type, ValueClass::kUniform, SeedOf(id)), bins, bw}, Run));
    }
    for (ValueClass v : kAllValueClasses) {
      if (v == ValueClass::kUniform) continue;
      const std::string id = std::string(d.name) + "_n33_" + ValueClassName(v);
      points.push_back(Point(id, std::string(d.name) + "_n33", d.name,
                             {MakeInput({2, 33}, d.type, v, SeedOf(id)), bins, bw}, Run));
    }
    const std::string cls = std::string(d.name) + "_tensor_bandwidth";
    const torch::Tensor x = MakeInput({2, 33}, d.type, ValueClass::kUniform, SeedOf(cls));
    for (double b : {0.9, 0.01, 10.0})
      points.push_back(
          Point(cls + "_" + ValueId(b), cls, d.name, {x, bins, torch::tensor(b).to(d.type)}, Run));
  }
  const torch::Tensor x32 =
      MakeInput({2, 65}, torch::kFloat, ValueClass::kUniform, SeedOf("mixed"));
  points.push_back(Point(
      "float32_bins_float64", "float32_bins_float64", "float32",
      {x32, torch::linspace(0, 1, 64, torch::kDouble), torch::tensor(0.5, torch::kDouble)}, Run));
  points.push_back(
      Point("float32_large", "float32_large", "float32",
            {MakeInput({1, 65536}, torch::kFloat, ValueClass::kUniform, SeedOf("histogram_large")),
             torch::linspace(0, 1, 16), torch::tensor(0.1f)},
            Run));
  return points;
}

OpCase Histogram() {
  OpCase c;
  c.name = "histogram";
  c.package = "enhance";
  c.kornia = "kornia.enhance.histogram";
  c.claimed_dtypes = SignatureDtypes(core::ImageDtypes::kFloating);
  c.probe = [](torch::ScalarType d) {
    return histogram(MakeInput({2, 9}, d, ValueClass::kUniform, 7), torch::linspace(0, 1, 8).to(d),
                     torch::tensor(0.5).to(d));
  };
  c.points = HistogramPoints;
  c.batch_inputs = {0};
  const torch::Tensor x = torch::rand({2, 9}), bins = torch::linspace(0, 1, 8);
  const torch::Tensor bw = torch::tensor(0.5f);
  c.errors = {{"x_rank_3",
               [bins, bw] {
                 histogram(torch::rand({2, 9, 1}), bins, bw);
               },
               "histogram(): expected x of shape (B, N), but got shape [2, 9, 1]"},
              {"bins_rank_2",
               [x, bw] {
                 histogram(x, torch::rand({2, 4}), bw);
               },
               "histogram(): expected bins of shape (n_bins,), but got shape [2, 4]"},
              {"bandwidth_rank_1", [x, bins] { histogram(x, bins, torch::ones({1})); },
               "histogram(): expected a 0-dim bandwidth, but got shape [1]"}};
  for (auto [id, bad] : {std::pair<const char*, float>{"bandwidth_zero", 0.0f},
                         {"bandwidth_negative", -1.0f},
                         {"bandwidth_nan", std::nanf("")},
                         {"bandwidth_inf", INFINITY}}) {
    const torch::Tensor b = torch::tensor(bad);
    c.errors.push_back({id, [x, bins, b] { histogram(x, bins, b); },
                        "histogram(): expected a finite bandwidth > 0, but got one that is not",
                        GraphError{Run, {x, bins, bw}, {x, bins, b}}});
  }
  return c;
}

KC_REGISTER_CASE(Histogram);

}  // namespace histogram_case
}  // namespace kornia::conformance::cases
