// Bodies of family_statistics.h.
#include "conformance/cases/enhance/family_statistics.h"

#include <torch/types.h>

#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "conformance/cases/composite.h"
#include "conformance/cases/enhance/family_sweep.h"

namespace kornia::conformance::cases {
namespace {

torch::Tensor Stat(std::vector<double> v, std::vector<int64_t> shape, torch::ScalarType t) {
  return torch::tensor(v).to(t).reshape(shape);
}

std::vector<SweepPoint> StatisticsPoints(const core::OpSpec& op, const StatisticsFn& tensor) {
  const OpFn run = [tensor](const Inputs& in) { return tensor(in[0], in[1], in[2]); };
  std::vector<SweepPoint> points;
  for (const auto& d : kFloatDtypes) {
    const torch::Tensor mean = Stat({0.485, 0.456, 0.406}, {3}, d.type);
    const torch::Tensor std = Stat({0.229, 0.224, 0.225}, {3}, d.type);
    for (int64_t w : SweepWidths()) {
      const std::string id = std::string(d.name) + "_w" + std::to_string(w);
      points.push_back(Point(
          id, id, {MakeInput({2, 3, 3, w}, d.type, ValueClass::kUniform, SeedOf(id)), mean, std},
          run));
    }
    for (ValueClass v : kAllValueClasses) {
      if (v == ValueClass::kUniform) continue;
      const std::string id = std::string(d.name) + "_w33_" + ValueClassName(v);
      points.push_back(Point(id, std::string(d.name) + "_w33",
                             {MakeInput({2, 3, 3, 33}, d.type, v, SeedOf(id)), mean, std}, run));
    }
    const std::string cls = std::string(d.name) + "_tensor_stats";
    const torch::Tensor x = MakeInput({2, 3, 3, 33}, d.type, ValueClass::kUniform, SeedOf(cls));
    points.push_back(Point(cls + "_imagenet", cls, {x, mean, std}, run));
    points.push_back(Point(cls + "_0_1", cls,
                           {x, Stat({0, 0, 0}, {3}, d.type), Stat({1, 1, 1}, {3}, d.type)}, run));
    points.push_back(Point(cls + "_mixed", cls,
                           {x, Stat({-1, 0.5, 2}, {3}, d.type), Stat({0.5, 2, 0}, {3}, d.type)},
                           run));
    for (auto [name, shape] : {std::pair<const char*, std::vector<int64_t>>{"0dim", {}},
                               {"1", {1}},
                               {"1xC", {1, 3}},
                               {"BxC", {2, 3}}}) {
      const std::string id = std::string(d.name) + "_stats_" + name;
      int64_t n = 1;
      for (int64_t s : shape) n *= s;
      const torch::Tensor m =
          MakeInput({n}, d.type, ValueClass::kUniform, SeedOf(id)).reshape(shape);
      const torch::Tensor s =
          MakeInput({n}, d.type, ValueClass::kUniform, SeedOf(id + "_std"), 0.1, 2.0)
              .reshape(shape);
      points.push_back(Point(id, id, {x, m, s}, run));
    }
    // The host form: the descriptor's call, mean 0.5 and std 0.25.
    const std::string host = std::string(d.name) + "_host_stats";
    points.push_back(Point(host, host, {x},
                           [call = op.call](const Inputs& in) { return call(in[0]); },
                           {.args = {In(0), 0.5, 0.25}}));
    const std::string flat = std::string(d.name) + "_data_BxC";
    points.push_back(
        Point(flat, flat,
              {MakeInput({2, 3}, d.type, ValueClass::kUniform, SeedOf(flat)), mean, std}, run));
    const std::string vol = std::string(d.name) + "_data_BxCxDxHxW";
    points.push_back(Point(
        vol, vol,
        {MakeInput({2, 3, 2, 3, 5}, d.type, ValueClass::kUniform, SeedOf(vol)), mean, std}, run));
  }
  points.push_back(Point("float32_large", "float32_large",
                         {LargeImage(torch::kFloat, 3, op.name + "_large"),
                          Stat({0.485, 0.456, 0.406}, {3}, torch::kFloat),
                          Stat({0.229, 0.224, 0.225}, {3}, torch::kFloat)},
                         run));
  for (torch::ScalarType t : {torch::kByte, torch::kShort, torch::kBool}) {
    const std::string id = DtypeId(t) + "_w33";
    points.push_back(
        Point(id, id,
              {MakeInput({2, 3, 3, 33}, t, ValueClass::kUniform, SeedOf(id), 0, 255),
               Stat({100, 0.5, 7}, {3}, torch::kFloat), Stat({50, 0.25, 3}, {3}, torch::kFloat)},
              run));
  }
  return points;
}

// The uint8 kernel's calls (the composite check's): host statistics, then
// tensor ones of shapes (), (1,), (C,), (1, C) and (B, C).
std::vector<ImageCall> Uint8Calls(const StatisticsFn& tensor, const HostStatisticsFn& host) {
  std::vector<ImageCall> calls;
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  for (const auto& [m, s] : std::vector<std::pair<double, double>>{{0.5, 0.25},
                                                                   {0, 1},
                                                                   {127.5, 127.5},
                                                                   {-3.7, 1e-3},
                                                                   {0, 0},
                                                                   {nan, 2},
                                                                   {1, nan},
                                                                   {inf, 3},
                                                                   {2, -inf},
                                                                   {1e30, 3e-30},
                                                                   {-0.0, -1},
                                                                   {0.1, 0.3}})
    calls.push_back([host, m = m, s = s](const torch::Tensor& x) { return host(x, m, s); });
  const auto stat = [](const torch::Tensor& x, int kind, double scale) {
    const int64_t b = x.size(0), c = x.size(1);
    const std::vector<std::vector<int64_t>> shapes = {{}, {1}, {c}, {1, c}, {b, c}};
    const int64_t n = c10::multiply_integers(shapes[kind]);
    return ((torch::arange(n, torch::kDouble) + 1) * scale).reshape(shapes[kind]);
  };
  for (int kind = 0; kind < 5; ++kind)
    calls.push_back([tensor, stat, kind](const torch::Tensor& x) {
      return tensor(x, stat(x, kind, 0.37), stat(x, kind, 0.11));
    });
  return calls;
}

}  // namespace

OpCase StatisticsOp(const core::OpSpec& op, StatisticsFn tensor, HostStatisticsFn host) {
  OpCase c = DataOp(op, [tensor](torch::ScalarType d) {
    return tensor(ProbeImage(d), torch::zeros({3}), torch::ones({3}));
  });
  c.points = [&op, tensor] { return StatisticsPoints(op, tensor); };
  c.batch_inputs = {0, 1, 2};
  const torch::Tensor x = torch::rand({2, 3, 4, 4}), one = torch::ones({3});
  const std::string stats = " of shape (), (1,), (C,), (1, C) or (B, C) with B = 2 and C = 3, ";
  c.errors = {{"data_rank_1", [tensor, s = one] { tensor(torch::rand({4}), s, s); },
               "expected data of shape (B, C, *), but got shape [4]"},
              {"mean_wrong_channels", [tensor, x, s = one] { tensor(x, torch::zeros({4}), s); },
               "expected mean" + stats + "but got shape [4]"},
              {"std_wrong_batch",
               [tensor, x, s = one] {
                 tensor(x, s, torch::ones({3, 3}));
               },
               "expected std" + stats + "but got shape [3, 3]"},
              {"complex_data",
               [tensor, s = one] {
                 tensor(torch::rand({2, 3, 4, 4}, torch::kComplexFloat), s, s);
               },
               "expected a real data, but got complex64", std::nullopt, ErrorKind::kType}};
  // mean and std tensors: any dtype (the data's promotion decides the work dtype).
  c.tensor_args = {{"mean", {.input = 1, .dtypes = kEveryDtype}},
                   {"std", {.input = 2, .dtypes = kEveryDtype}}};
  AddCompositePoints(
      c, "uint8", [] { return U8Layouts(3); }, Uint8Calls(tensor, host));
  return c;
}

}  // namespace kornia::conformance::cases
