// Conformance case of ops/filters/gaussian (family_factory.h): host windows
// (odd, even, empty, one tap; the default and explicit means), sigma tables
// on 5 and 6 taps, and a (B, 1) mean tensor beside a sigma table.
#include "ops/filters/gaussian.h"

#include "conformance/cases/filters/family_factory.h"

KC_CASE(filters, gaussian) {
  using filters::gaussian;
  using M = std::optional<double>;
  FactorySweep s;
  for (auto [k, sigma, mean] : {std::tuple{5, 1.5, M{}},
                                {4, 1.5, M{}},
                                {1, 0.7, M{}},
                                {0, 1.0, M{}},
                                {7, 0.0, M{}},
                                {6, 0.0, M{}},
                                {9, 2.0, M{1.0}},
                                {8, 2.0, M{3.7}}}) {
    std::map<std::string, KorniaArg> kw;
    if (mean) kw["mean"] = *mean;
    s.host.push_back({c10::str("w", k, "_s", sigma, mean ? c10::str("_m", *mean) : ""),
                      [=](std::optional<torch::ScalarType> d) {
                        return gaussian(k, sigma, mean, std::nullopt, d);
                      },
                      {k, sigma},
                      kw});
  }
  for (int64_t k : {5, 6})
    s.sigma.push_back({c10::str("w", k),
                       1,
                       [k](const Inputs& in) { return gaussian(k, in[0]); },
                       {.args = {k, In(0)}}});
  OpCase c = KernelFactoryOp(op, s);
  AddPoints(c, [] {
    std::vector<SweepPoint> points;
    for (const auto& d : kFloatDtypes) {
      const std::string cls = std::string(d.name) + "_w7_mean";
      const torch::Tensor mean = torch::tensor({2.5, 4.0}).view({2, 1}).to(d.type);
      for (const auto& [name, table] : SigmaTables(1, d.type))
        points.push_back(Point(cls + "_" + name, cls, {table, mean},
                               [](const Inputs& in) { return gaussian(7, in[0], in[1]); },
                               {.args = {7, In(0)}, .kwargs = {{"mean", In(1)}}}));
    }
    return points;
  });
  c.batch_inputs = {0, 1};
  c.tensor_args["mean"] = {.input = 1, .dtypes = kFloatingOrIntegerDtypes};
  const torch::Tensor sigma = torch::ones({2, 1});
  c.errors = {{"window_negative", [] { gaussian(-1, 1.0); },
               "expected window_size >= 0, but got window_size = -1"},
              {"dtype_int64", [] { gaussian(5, 1.0, std::nullopt, std::nullopt, torch::kLong); },
               "expected a floating dtype (a Gaussian kernel's taps are fractional), but got int64",
               std::nullopt, ErrorKind::kType},
              {"sigma_shape",
               [] {
                 gaussian(5, torch::ones({2, 2}));
               },
               "expected sigma of shape (B, 1), but got shape [2, 2]"},
              {"mean_shape",
               [sigma] {
                 gaussian(5, sigma, torch::ones({3, 1}));
               },
               "expected mean of shape (1, 1) or (2, 1), but got shape [3, 1]"}};
  return c;
}
