// Conformance case of ops/enhance/solarize.
#include "ops/enhance/solarize.h"

#include <array>
#include <cmath>
#include <vector>

#include "conformance/cases/enhance/family_levels.h"
#include "conformance/cases/enhance/family_sweep.h"

KC_CASE(enhance, solarize) {
  using enhance::solarize;
  OpCase c = ElementwiseOp(op);
  // Host thresholds/additions, and per-sample tensors replayed across values.
  const OpFn tensors = [](const Inputs& in) { return solarize(in[0], in[1], in[2]); };
  AddPoints(c, [tensors] {
    std::vector<SweepPoint> points;
    const OpFn host = [](const Inputs& in) { return solarize(in[0], 0.3, 0.1); };
    // Per sample thresholds and additions (t0, t1, a0, a1).
    const std::vector<std::vector<double>> per_sample = {
        {0.5, 0.5, 0.0, 0.0}, {0.2, 0.9, -0.5, 0.5}, {1.0, 0.0, 0.25, -0.25}};
    // The floating points' ids: thresholds in tenths, additions in hundredths.
    auto tenths = [](const std::vector<double>& v) {
      return c10::str(int(v[0] * 10), int(v[1] * 10), "_", int(v[2] * 100), "_", int(v[3] * 100));
    };
    for (const auto& d : kFloatDtypes) {
      const std::string base = std::string(d.name) + "_w33";
      const torch::Tensor x = UniformInput({2, 3, 3, 33}, d.type, base);
      points.push_back(
          Point(base + "_t03_a01", base + "_t03_a01", {x}, host, {.args = {In(0), 0.3, 0.1}}));
      const std::string cls = base + "_tensor_args";
      Append(points, PerSamplePoints(cls, x, d.type, per_sample, tensors, {}, tenths));
    }
    // uint8 (family_levels.h): host thresholds and additions on uniform values
    // and on every level, the default on every width, per-sample tensors.
    for (auto [t, a] : {std::pair{0.5, 0.0}, {0.3, 0.1}, {0.0, 0.0}, {1.0, 0.0}, {0.7, -0.2}})
      Append(points, Uint8HostPoints("t" + ValueId(t) + (a != 0 ? "_a" + ValueId(a) : ""), 3,
                                     a != 0 ? UnitCall({t, a}) : UnitCall({t}),
                                     [t = t, a = a](const torch::Tensor& x) {
                                       return a != 0 ? solarize(x, t, a) : solarize(x, t);
                                     }));
    Append(points, Uint8WidthPoints("t0p5", 3, UnitCall({0.5}),
                                    [](const torch::Tensor& x) { return solarize(x, 0.5); }));
    const std::string cls = "uint8_tensor_args";
    Append(points, PerSamplePoints(cls, UniformUint8({2, 3, 3, 33}, cls), torch::kFloat, per_sample,
                                   tensors, UnitCall({In(1), In(2)})));
    // (H, W) images (elementwise: its rows are a batch), uint8 off the table
    // form; per-row tensors as Kornia's view broadcasts them.
    const std::string plane = "float32_rank2";
    const torch::Tensor xp = UniformInput({5, 7}, torch::kFloat, plane);
    points.push_back(Point(plane, plane, {xp}, host, {.args = {In(0), 0.3, 0.1}}));
    points.push_back(Point(plane + "_tensor_args", plane + "_tensor_args",
                           {xp, torch::linspace(0, 1, 5), torch::linspace(-0.5, 0.5, 5)}, tensors,
                           {.args = {In(0), In(1), In(2)}}));
    points.push_back(Point("uint8_rank2", "uint8_rank2", {UniformUint8({5, 7}, "rank2")}, host,
                           UnitCall({0.3, 0.1})));
    return points;
  });
  c.batch_inputs = {0, 1, 2};
  const torch::Tensor x = torch::rand({2, 3, 4, 4}), t = torch::tensor({0.5f, 0.5f});
  const OpFn thresholds_only = [](const Inputs& in) { return solarize(in[0], in[1]); };
  c.errors.insert(
      c.errors.end(),
      {{"additions_0_6", [x] { solarize(x, 0.5, 0.6); },
        "expected additions in [-0.5, 0.5], but got additions = 0.6"},
       RefusedInGraph("tensor_additions_0_6", tensors, {x, t, torch::tensor({0.1f, 0.0f})},
                      {x, t, torch::tensor({0.6f, 0.0f})},
                      "expected every additions value in [-0.5, 0.5], but got one outside it"),
       Refused("thresholds_wrong_batch", thresholds_only, {x, torch::tensor({0.5f, 0.5f, 0.5f})},
               "expected thresholds of shape () or (2,), but got shape [3]")});
  c.tensor_args = {{"thresholds", {.input = 1, .dtypes = kEveryDtype}},
                   // Integer additions: 0, the only one in [-0.5, 0.5].
                   {"additions", {.input = 2, .dtypes = kEveryDtype, .integer_value = 0}}};
  // The uint8 form's table (_lut_uint8): every level's midpoint and the
  // levels themselves as thresholds, past both ends, NaN; additions over
  // their range in steps of 1/64; tensors per sample.
  std::vector<ImageCall> host;
  std::vector<double> thresholds = {-0.5, 1.5, NAN, INFINITY, -INFINITY};
  for (int k = -1; k <= 255; ++k) {
    thresholds.push_back((k + 0.5) / 255);
    if (k >= 0) thresholds.push_back(k / 255.0);
  }
  for (const double t : thresholds)
    host.push_back([t](const torch::Tensor& x) { return solarize(x, t); });
  for (const double a : Grid(-0.5, 0.5, 1.0 / 64))
    for (const double t : {0.0, 0.3, 0.5, 1.0})
      host.push_back([t, a](const torch::Tensor& x) { return solarize(x, t, a); });
  AddLevelPoints(c, host, {[](const torch::Tensor& x) {
                   return solarize(x, PerSample(x, 0.1, 0.9), PerSample(x, -0.3, 0.4));
                 }});
  return c;
}
