// Conformance case of ops/enhance/adjust_gamma.
#include "ops/enhance/adjust_gamma.h"

#include <cmath>
#include <vector>

#include "conformance/cases/enhance/family_factor.h"

// Host gamma and gain: every gamma ATen's pow special-cases (0, 0.5, 1, 2,
// 3) and others, each its own graph; gamma and gain tensors, one value per
// sample, traced once and replayed across values.
KC_CASE(enhance, adjust_gamma) {
  using enhance::adjust_gamma;
  OpCase c =
      FactorOp(op, {.arg = "gamma",
                    .factor = 2.2,
                    .op = {[](const torch::Tensor& x, double v) { return adjust_gamma(x, v); },
                           [](const torch::Tensor& x, const torch::Tensor& v) {
                             return adjust_gamma(x, v, torch::ones({1}));
                           }},
                    .host_values = {0.0, 0.5, 1.0, 2.0, 3.0, 0.4545, 10.0},
                    .pairs = {{2.2, 0.5}, {0.0, 1.0}, {3.0, 0.25}, {1.0, 1.0}},
                    .non_negative = true});
  const OpFn tensors = [](const Inputs& in) { return adjust_gamma(in[0], in[1], in[2]); };
  AddPoints(c, [tensors] {
    std::vector<SweepPoint> points;
    // Per sample gamma and gain (g0, g1, k0, k1).
    const std::vector<std::vector<double>> per_sample = {
        {0.8, 2.0, 1.7, 0.5}, {1.0, 1.0, 1.0, 1.0}, {0.0, 3.0, 0.0, 2.0}};
    const ImageCall gain = [](const torch::Tensor& x) { return adjust_gamma(x, 0.8, 1.7); };
    for (const auto& d : kFloatDtypes) {
      const std::string id = std::string(d.name) + "_gain";
      points.push_back(Point(id, id, {UniformInput({2, 3, 3, 33}, d.type, id)}, OnImage(gain),
                             {.args = {In(0), 0.8, 1.7}}));
      const std::string cls = std::string(d.name) + "_tensor_gamma_gain";
      Append(points, PerSamplePoints(cls, UniformInput({2, 3, 3, 33}, d.type, cls), d.type,
                                     per_sample, tensors));
    }
    // uint8 (family_levels.h): gamma and gain per sample, and a host gain.
    Append(points, Uint8HostPoints("gain", 3, UnitCall({0.8, 1.7}), gain));
    const std::string cls = "uint8_tensor_gamma_gain";
    // uint8: gamma and gain in float32.
    Append(points, PerSamplePoints(cls, UniformUint8({2, 3, 3, 33}, cls), torch::kFloat, per_sample,
                                   tensors, UnitCall({In(1), In(2)})));
    return points;
  });
  c.batch_inputs = {0, 1, 2};
  const torch::Tensor x = torch::rand({2, 3, 4, 4}), one = torch::ones({2});
  c.errors.insert(
      c.errors.end(),
      {{"gain_minus_1", [x] { adjust_gamma(x, 1.0, -1.0); },
        "expected gain >= 0, but got gain = -1"},
       {"gamma_nan", [x] { adjust_gamma(x, std::nan(""), 1.0); },
        "expected gamma >= 0, but got gamma = nan"},
       RefusedInGraph("tensor_gain_negative", tensors, {x, one, one},
                      {x, one, torch::tensor({1.0f, -1.0f})},
                      "expected every gain value >= 0, but got one below 0 or NaN"),
       Refused("gain_wrong_batch", tensors, {x, one, torch::ones({3})},
               "expected gain of a shape that broadcasts to [2, 3, 4, 4] (padded on the right), "
               "but got shape [3]")});
  c.tensor_args["gain"] = {.input = 2, .dtypes = kEveryDtype};
  // The uint8 form's table (_lut_uint8) on gammas over [0, 4] in steps of
  // 1/8 at four gains, a huge gamma; tensors per sample and per channel.
  std::vector<ImageCall> tensor, host = GridCalls(Grid(0, 4, 1.0 / 8), {0.0, 0.5, 1.0, 2.0},
                                                  [](const torch::Tensor&x, double g, double k) {
                                                    return adjust_gamma(x, g, k);
                                                  });
  host.push_back([](const torch::Tensor& x) { return adjust_gamma(x, 1e9, 1.0); });
  for (const bool channel : {false, true})
    tensor.push_back([=](const torch::Tensor& x) {
      return adjust_gamma(x, PerSampleOrChannel(x, channel, 0.3, 2.5),
                          PerSampleOrChannel(x, channel, 0.5, 1.5));
    });
  AddLevelPoints(c, host, tensor);
  return c;
}
