// The enhance package's builder for the adjusters with one factor argument,
// offered as a host double and as a tensor (adjust_brightness, adjust_contrast,
// adjust_saturation_raw, ...): FactorOp is ElementwiseOp at one host factor
// plus, per floating dtype,
//   <dtype>_factor_<v>        every host value of `host_values`, each its own
//                             graph, on uniform values (Kornia gets the same
//                             Python float);
//   <dtype>_tensor_factor_*   one shape class: a (B,) factor tensor traced on
//                             the first pair of `pairs` and replayed on the
//                             others (one graph across values);
//   <dtype>_no_clip           clip_output = false, where the op has it;
//   <dtype>_ties             channel ties, greys and blacks (`ties`);
//   <dtype>_channel_factor    a (B, C) factor, one value per channel, where
//                             the op takes one (`per_channel`);
// on a uint8 image where the op claims one (levels.h; Kornia on x / 255):
//   uint8_factor_<v>, uint8_levels_factor_<v>  each host value and the
//                             sweep's factor, on uniform values and on every
//                             level; the sweep's factor on every tail width;
//   uint8_tensor_factor_*, uint8_channel_factor, uint8_no_clip  as above;
// and the errors every such op has: a factor tensor of another batch size,
// and, for ops that refuse negative factors, the host check and the in-graph
// check (traced on good values, replayed on a negative one).
#pragma once

#include <torch/types.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "conformance/cases/enhance/levels.h"
#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

// A double as a JSON number that Python reads as a float ("1.0", not "1").
inline std::string PyFloat(double v) {
  // The shortest %g that reads back as v (0.1 as "0.1", not 0.10000000000000001).
  char buf[32];
  for (int digits = 1; digits <= 17; ++digits) {
    std::snprintf(buf, sizeof buf, "%.*g", digits, v);
    if (std::strtod(buf, nullptr) == v) break;
  }
  std::string s = buf;
  if (s.find_first_of(".en") == std::string::npos) s += ".0";
  return s;
}

// "m0p5" for -0.5: a value as it appears in a point id.
inline std::string ValueId(double v) {
  std::string s = PyFloat(v);
  for (char& ch : s) {
    if (ch == '-') ch = 'm';
    if (ch == '.') ch = 'p';
  }
  return s;
}

struct FactorSpec {
  std::string arg = "factor";  // the argument's name, as messages give it
  double factor = 0.5;         // the host factor of the elementwise sweep
  std::function<torch::Tensor(const torch::Tensor&, double)> host;
  std::function<torch::Tensor(const torch::Tensor&, const torch::Tensor&)> tensor;
  std::vector<double> host_values;
  std::vector<std::array<double, 2>> pairs;  // per-sample values, B = 2
  // The op at clip_output = false, where it has that flag: per dtype one
  // point `<dtype>_no_clip` at `factor` on values in [-1, 2].
  std::function<torch::Tensor(const torch::Tensor&, double)> no_clip;
  bool per_channel = true;  // a (B, C) factor is legal
  // The shape a factor must broadcast to, as messages give it for the error
  // inputs' (2, C, 4, 4) image; empty: [2, C, 4, 4], or [2, 1, 4, 4] without
  // per_channel.
  std::string target;
  bool non_negative = false;  // factor >= 0 is checked (host and in graph)
  // RGB adjusters (adjust_hue, adjust_saturation): per dtype one point
  // `<dtype>_ties` at `factor` on the color sweep's TiesImage (channel ties,
  // greys, blacks).
  bool ties = false;
};

// FactorOp's uint8 points (see above).
// `edge_channels`: Uint8WidthPoints' (1, or the op's fixed channel count).
inline std::vector<SweepPoint> Uint8FactorPoints(const FactorSpec& f, int64_t channels,
                                                 int64_t edge_channels) {
  std::vector<SweepPoint> points;
  std::vector<double> values = f.host_values;
  values.push_back(f.factor);
  for (const double v : values)
    for (auto& p :
         Uint8HostPoints("factor_" + ValueId(v), channels, PyFloat(v), "",
                         [host = f.host, v](const torch::Tensor& x) { return host(x, v); }))
      points.push_back(std::move(p));
  for (auto& p : Uint8WidthPoints(
           "factor_" + ValueId(f.factor), channels, PyFloat(f.factor),
           [host = f.host, v = f.factor](const torch::Tensor& x) { return host(x, v); },
           edge_channels))
    points.push_back(std::move(p));
  if (f.no_clip)
    for (auto& p : Uint8HostPoints(
             "no_clip", channels, PyFloat(f.factor), R"("clip_output": false)",
             [run = f.no_clip, v = f.factor](const torch::Tensor& x) { return run(x, v); }))
      points.push_back(std::move(p));
  auto tensor_run = [t = f.tensor](const Inputs& in) { return t(in[0], in[1]); };
  const std::string cls = "uint8_tensor_factor";
  const torch::Tensor x = UniformUint8({2, channels, 3, 33}, cls);
  for (const auto& [a, b] : f.pairs) {
    SweepPoint p = Point(cls + "_" + ValueId(a) + "_" + ValueId(b), cls, "uint8",
                         {x, torch::tensor({a, b}, torch::kFloat)}, tensor_run);
    p.kornia = UnitCall(R"("$1")");
    points.push_back(std::move(p));
  }
  if (f.per_channel) {
    const std::string id = "uint8_channel_factor";
    SweepPoint p = Point(
        id, id, "uint8",
        {x, MakeInput({2, channels}, torch::kFloat, ValueClass::kUniform, SeedOf(id), 0.0, 2.0)},
        tensor_run);
    p.kornia = UnitCall(R"("$1")");
    points.push_back(std::move(p));
  }
  return points;
}

inline OpCase FactorOp(ImageOpSpec op, const FactorSpec& f) {
  op.call = [host = f.host, v = f.factor](const torch::Tensor& x) { return host(x, v); };
  OpCase c = ElementwiseOp(op);
  WithKorniaCall(c, R"({"args": ["$0", )" + PyFloat(f.factor) + "]}");
  const int64_t channels = ChannelsOf(op.image);
  AddPoints(c, [f, channels] {
    std::vector<SweepPoint> points;
    auto tensor_run = [t = f.tensor](const Inputs& in) { return t(in[0], in[1]); };
    for (const auto& d : kFloatDtypes) {
      for (double v : f.host_values) {
        const std::string id = std::string(d.name) + "_factor_" + ValueId(v);
        SweepPoint p =
            Point(id, id, d.name,
                  {MakeInput({2, channels, 3, 33}, d.type, ValueClass::kUniform, SeedOf(id))},
                  [host = f.host, v](const Inputs& in) { return host(in[0], v); });
        p.kornia = R"({"args": ["$0", )" + PyFloat(v) + "]}";
        points.push_back(std::move(p));
      }
      if (f.no_clip) {
        const std::string id = std::string(d.name) + "_no_clip";
        SweepPoint p = Point(
            id, id, d.name,
            {MakeInput({2, channels, 3, 33}, d.type, ValueClass::kUniform, SeedOf(id), -1.0, 2.0)},
            [run = f.no_clip, v = f.factor](const Inputs& in) { return run(in[0], v); });
        p.kornia =
            R"({"args": ["$0", )" + PyFloat(f.factor) + R"(], "kwargs": {"clip_output": false}})";
        points.push_back(std::move(p));
      }
      if (f.ties) {
        const std::string id = std::string(d.name) + "_ties";
        SweepPoint p =
            Point(id, id, d.name, {TiesImage(d.type)},
                  [host = f.host, v = f.factor](const Inputs& in) { return host(in[0], v); });
        p.kornia = R"({"args": ["$0", )" + PyFloat(f.factor) + "]}";
        points.push_back(std::move(p));
      }
      const std::string cls = std::string(d.name) + "_tensor_factor";
      const torch::Tensor x =
          MakeInput({2, channels, 3, 33}, d.type, ValueClass::kUniform, SeedOf(cls));
      for (const auto& [a, b] : f.pairs)
        points.push_back(Point(cls + "_" + ValueId(a) + "_" + ValueId(b), cls, d.name,
                               {x, torch::tensor({a, b}).to(d.type)}, tensor_run));
      if (f.per_channel) {
        const std::string id = std::string(d.name) + "_channel_factor";
        const torch::Tensor factor =
            MakeInput({2, channels}, d.type, ValueClass::kUniform, SeedOf(id), 0.0, 2.0);
        points.push_back(Point(id, id, d.name, {x, factor}, tensor_run));
      }
    }
    return points;
  });
  if (op.image.dtypes == core::ImageDtypes::kFloatingOrUint8)
    AddPoints(c, [f, channels, edge = op.image.channels == core::kAnyChannels ? 1 : channels] {
      return Uint8FactorPoints(f, channels, edge);
    });
  c.batch_inputs = {0, 1};
  const torch::Tensor x = torch::rand({2, channels, 4, 4});
  const std::string target = !f.target.empty() ? f.target
                             : f.per_channel   ? "[2, " + std::to_string(channels) + ", 4, 4]"
                                               : std::string("[2, 1, 4, 4]");
  c.errors.push_back({"factor_wrong_batch",
                      [x, t = f.tensor] {
                        t(x, torch::tensor({0.5f, 0.5f, 0.5f}));
                      },
                      op.name + "(): expected " + f.arg + " of a shape that broadcasts to " +
                          target + " (padded on the right), but got shape [3]"});
  if (!f.per_channel)
    c.errors.push_back({"factor_per_channel",
                        [x, t = f.tensor, channels] {
                          t(x, torch::full({2, channels}, 0.5f));
                        },
                        op.name + "(): expected " + f.arg + " of a shape that broadcasts to " +
                            target + " (padded on the right), but got shape [2, " +
                            std::to_string(channels) + "]"});
  if (f.non_negative) {
    c.errors.push_back({"factor_minus_1", [x, h = f.host] { h(x, -1.0); },
                        op.name + "(): expected " + f.arg + " >= 0, but got " + f.arg + " = -1"});
    c.errors.push_back(
        {"tensor_factor_negative",
         [x, t = f.tensor] {
           t(x, torch::tensor({0.5f, -0.5f}));
         },
         op.name + "(): expected every " + f.arg + " value >= 0, but got one below 0 or NaN",
         GraphError{[t = f.tensor](const Inputs& in) { return t(in[0], in[1]); },
                    {x, torch::tensor({0.5f, 1.5f})},
                    {x, torch::tensor({0.5f, -0.5f})}}});
  }
  return c;
}

}  // namespace kornia::conformance::cases
