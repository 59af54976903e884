// The enhance package's builder for normalize and denormalize, which share
// their signature (data (B, C, *), a per-channel mean and std as tensors or
// host doubles), sweep and errors: StatisticsOp(op, {tensor form, host form}).
#pragma once

#include <torch/types.h>

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "conformance/cases/enhance/factor.h"

namespace kornia::conformance::cases {

struct StatisticsSpec {
  std::function<torch::Tensor(const torch::Tensor&, const torch::Tensor&, const torch::Tensor&)>
      tensor;
  std::function<torch::Tensor(const torch::Tensor&, double, double)> host;
};

// Per floating dtype: every tail and edge width and every value class (one
// shape class) with (C,) statistics; one shape class of (C,) statistics
// replayed across values; every other statistic shape ((), (1,), (1, C),
// (B, C)); host values; (B, C) and (B, C, D, H, W) data; integer data.
inline std::vector<SweepPoint> StatisticsPoints(const std::string& op, const StatisticsSpec& s) {
  const OpFn run = [f = s.tensor](const Inputs& in) { return f(in[0], in[1], in[2]); };
  std::vector<SweepPoint> points;
  auto stat = [](std::vector<double> v, std::vector<int64_t> shape, torch::ScalarType t) {
    return torch::tensor(v).to(t).reshape(shape);
  };
  for (const auto& d : kFloatDtypes) {
    const torch::Tensor mean = stat({0.485, 0.456, 0.406}, {3}, d.type);
    const torch::Tensor std = stat({0.229, 0.224, 0.225}, {3}, d.type);
    std::vector<int64_t> widths(std::begin(kTailWidths), std::end(kTailWidths));
    widths.insert(widths.end(), std::begin(kEdgeWidths), std::end(kEdgeWidths));
    for (int64_t w : widths) {
      const std::string id = std::string(d.name) + "_w" + std::to_string(w);
      points.push_back(Point(
          id, id, d.name,
          {MakeInput({2, 3, 3, w}, d.type, ValueClass::kUniform, SeedOf(id)), mean, std}, run));
    }
    for (ValueClass v : kAllValueClasses) {
      if (v == ValueClass::kUniform) continue;
      const std::string id = std::string(d.name) + "_w33_" + ValueClassName(v);
      points.push_back(Point(id, std::string(d.name) + "_w33", d.name,
                             {MakeInput({2, 3, 3, 33}, d.type, v, SeedOf(id)), mean, std}, run));
    }
    const std::string cls = std::string(d.name) + "_tensor_stats";
    const torch::Tensor x = MakeInput({2, 3, 3, 33}, d.type, ValueClass::kUniform, SeedOf(cls));
    points.push_back(Point(cls + "_imagenet", cls, d.name, {x, mean, std}, run));
    points.push_back(Point(cls + "_0_1", cls, d.name,
                           {x, stat({0, 0, 0}, {3}, d.type), stat({1, 1, 1}, {3}, d.type)}, run));
    points.push_back(Point(cls + "_mixed", cls, d.name,
                           {x, stat({-1, 0.5, 2}, {3}, d.type), stat({0.5, 2, 0}, {3}, d.type)},
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
      points.push_back(Point(id, id, d.name, {x, m, s}, run));
    }
    const std::string host = std::string(d.name) + "_host_stats";
    SweepPoint p = Point(host, host, d.name, {x},
                         [f = s.host](const Inputs& in) { return f(in[0], 0.5, 0.25); });
    p.kornia = R"({"args": ["$0", 0.5, 0.25]})";
    points.push_back(std::move(p));
    const std::string flat = std::string(d.name) + "_data_BxC";
    points.push_back(
        Point(flat, flat, d.name,
              {MakeInput({2, 3}, d.type, ValueClass::kUniform, SeedOf(flat)), mean, std}, run));
    const std::string vol = std::string(d.name) + "_data_BxCxDxHxW";
    points.push_back(Point(
        vol, vol, d.name,
        {MakeInput({2, 3, 2, 3, 5}, d.type, ValueClass::kUniform, SeedOf(vol)), mean, std}, run));
  }
  points.push_back(Point(
      "float32_large", "float32_large", "float32",
      {LargeImage(torch::kFloat, 3, op + "_large"), stat({0.485, 0.456, 0.406}, {3}, torch::kFloat),
       stat({0.229, 0.224, 0.225}, {3}, torch::kFloat)},
      run));
  for (torch::ScalarType t : {torch::kByte, torch::kShort, torch::kBool}) {
    const std::string id = DtypeId(t) + "_w33";
    points.push_back(
        Point(id, id, DtypeId(t),
              {MakeInput({2, 3, 3, 33}, t, ValueClass::kUniform, SeedOf(id), 0, 255),
               stat({100, 0.5, 7}, {3}, torch::kFloat), stat({50, 0.25, 3}, {3}, torch::kFloat)},
              run));
  }
  return points;
}

inline OpCase StatisticsOp(const std::string& op, const StatisticsSpec& s) {
  OpCase c;
  c.name = op;
  c.package = "enhance";
  c.kornia = "kornia.enhance." + op;
  c.claimed_dtypes = SignatureDtypes(core::ImageDtypes::kReal);
  c.probe = [f = s.tensor](torch::ScalarType d) {
    return f(ProbeImage(d), torch::zeros({3}), torch::ones({3}));
  };
  c.points = [op, s] { return StatisticsPoints(op, s); };
  c.batch_inputs = {0, 1, 2};
  const torch::Tensor x = torch::rand({2, 3, 4, 4}), one = torch::ones({3});
  c.errors = {
      {"data_rank_1", [f = s.tensor, s = one] { f(torch::rand({4}), s, s); },
       op + "(): expected data of shape (B, C, *), but got shape [4]"},
      {"mean_wrong_channels", [f = s.tensor, x, s = one] { f(x, torch::zeros({4}), s); },
       op + "(): expected mean of shape (), (1,), (C,), (1, C) or (B, C) with B = 2 and C = 3, "
            "but got shape [4]"},
      {"std_wrong_batch",
       [f = s.tensor, x, s = one] {
         f(x, s, torch::ones({3, 3}));
       },
       op + "(): expected std of shape (), (1,), (C,), (1, C) or (B, C) with B = 2 and C = 3, "
            "but got shape [3, 3]"},
      {"complex_data",
       [f = s.tensor, s = one] {
         f(torch::rand({2, 3, 4, 4}, torch::kComplexFloat), s, s);
       },
       op + "(): expected a real data, but got complex64"}};
  return c;
}

}  // namespace kornia::conformance::cases
