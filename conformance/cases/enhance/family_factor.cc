// Bodies of family_factor.h.
#include "conformance/cases/enhance/family_factor.h"

#include <torch/types.h>

#include <string>
#include <utility>
#include <vector>

namespace kornia::conformance::cases {
namespace {

// Kornia's call at a host factor: the image and the factor as a float.
KorniaCall AtFactor(double v) { return {.args = {In(0), v}}; }

// FactorOp's uint8 points (family_factor.h).
// `edge_channels`: Uint8WidthPoints' (1, or the op's fixed channel count).
std::vector<SweepPoint> Uint8FactorPoints(const FactorSpec& f, int64_t channels,
                                          int64_t edge_channels) {
  std::vector<SweepPoint> points;
  std::vector<double> values = f.host_values;
  values.push_back(f.factor);
  for (const double v : values)
    Append(points,
           Uint8HostPoints("factor_" + ValueId(v), channels, UnitCall({v}),
                           [host = f.op.host, v](const torch::Tensor& x) { return host(x, v); }));
  Append(points,
         Uint8WidthPoints(
             "factor_" + ValueId(f.factor), channels, UnitCall({f.factor}),
             [host = f.op.host, v = f.factor](const torch::Tensor& x) { return host(x, v); },
             edge_channels));
  if (f.op.no_clip)
    Append(points,
           Uint8HostPoints(
               "no_clip", channels, UnitCall({f.factor}, {{"clip_output", false}}),
               [run = f.op.no_clip, v = f.factor](const torch::Tensor& x) { return run(x, v); }));
  auto tensor_run = [t = f.op.tensor](const Inputs& in) { return t(in[0], in[1]); };
  const std::string cls = "uint8_tensor_factor";
  const torch::Tensor x = UniformUint8({2, channels, 3, 33}, cls);
  for (const auto& [a, b] : f.pairs)
    points.push_back(Point(cls + "_" + ValueId(a) + "_" + ValueId(b), cls,
                           {x, torch::tensor({a, b}, torch::kFloat)}, tensor_run,
                           UnitCall({In(1)})));
  if (f.per_channel) {
    const std::string id = "uint8_channel_factor";
    points.push_back(Point(
        id, id,
        {x, MakeInput({2, channels}, torch::kFloat, ValueClass::kUniform, SeedOf(id), 0.0, 2.0)},
        tensor_run, UnitCall({In(1)})));
  }
  return points;
}

// Per floating dtype: the host values, no_clip, ties, the tensor factors and
// the per-channel factor (family_factor.h).
std::vector<SweepPoint> FloatFactorPoints(const FactorSpec& f, int64_t channels) {
  std::vector<SweepPoint> points;
  auto tensor_run = [t = f.op.tensor](const Inputs& in) { return t(in[0], in[1]); };
  for (const auto& d : kFloatDtypes) {
    for (double v : f.host_values) {
      const std::string id = std::string(d.name) + "_factor_" + ValueId(v);
      points.push_back(Point(
          id, id, {MakeInput({2, channels, 3, 33}, d.type, ValueClass::kUniform, SeedOf(id))},
          [host = f.op.host, v](const Inputs& in) { return host(in[0], v); }, AtFactor(v)));
    }
    if (f.op.no_clip) {
      const std::string id = std::string(d.name) + "_no_clip";
      points.push_back(Point(
          id, id,
          {MakeInput({2, channels, 3, 33}, d.type, ValueClass::kUniform, SeedOf(id), -1.0, 2.0)},
          [run = f.op.no_clip, v = f.factor](const Inputs& in) { return run(in[0], v); },
          {.args = {In(0), f.factor}, .kwargs = {{"clip_output", false}}}));
    }
    if (f.ties) {
      const std::string id = std::string(d.name) + "_ties";
      points.push_back(Point(
          id, id, {TiesImage(d.type)},
          [host = f.op.host, v = f.factor](const Inputs& in) { return host(in[0], v); },
          AtFactor(f.factor)));
    }
    const std::string cls = std::string(d.name) + "_tensor_factor";
    const torch::Tensor x =
        MakeInput({2, channels, 3, 33}, d.type, ValueClass::kUniform, SeedOf(cls));
    for (const auto& [a, b] : f.pairs)
      points.push_back(Point(cls + "_" + ValueId(a) + "_" + ValueId(b), cls,
                             {x, torch::tensor({a, b}).to(d.type)}, tensor_run));
    if (f.per_channel) {
      const std::string id = std::string(d.name) + "_channel_factor";
      const torch::Tensor factor =
          MakeInput({2, channels}, d.type, ValueClass::kUniform, SeedOf(id), 0.0, 2.0);
      points.push_back(Point(id, id, {x, factor}, tensor_run));
    }
  }
  return points;
}

}  // namespace

std::vector<SweepPoint> ShapePoints(
    const FactorForms::Host& host, double v,
    const std::vector<std::pair<std::string, std::vector<int64_t>>>& shapes) {
  std::vector<SweepPoint> points;
  for (const auto& d : kFloatDtypes)
    for (const auto& [name, shape] : shapes) {
      const std::string id = std::string(d.name) + "_" + name;
      points.push_back(Point(
          id, id, {MakeInput(shape, d.type, ValueClass::kUniform, SeedOf(id))},
          [host, v](const Inputs& in) { return host(in[0], v); }, AtFactor(v)));
    }
  return points;
}

TensorFactor PerSampleFactor(double lo, double hi) {
  return [lo, hi](const torch::Tensor& x) { return PerSample(x, lo, hi); };
}

TensorFactor PerPixelFactor(double lo, double hi) {
  return [lo, hi](const torch::Tensor& x) { return PerPixel(x, lo, hi); };
}

std::vector<ImageCall> FactorCalls(const FactorForms& f, const std::vector<double>& values,
                                   const std::vector<TensorFactor>& tensors) {
  std::vector<ImageCall> calls;
  for (const double v : values)
    calls.push_back([host = f.host, v](const torch::Tensor& x) { return host(x, v); });
  for (const TensorFactor& t : tensors)
    calls.push_back([tensor = f.tensor, t](const torch::Tensor& x) { return tensor(x, t(x)); });
  return calls;
}

OpCase FactorOp(const core::OpSpec& op, const FactorSpec& f) {
  const core::ImageSpec& image = *op.image;
  const int64_t channels = ChannelsOf(image);
  OpCase c = ImageOp(op);
  // The elementwise sweep at the case's factor (not the descriptor's call,
  // the benchmark's, whose factor may differ).
  ElementwiseSpec sweep{.channels = channels};
  sweep.run = [host = f.op.host, v = f.factor](const Inputs& in) { return host(in[0], v); };
  c.points = [sweep] { return ElementwisePoints(sweep); };
  WithKorniaCall(c, AtFactor(f.factor));
  AddPoints(c, [f, channels] { return FloatFactorPoints(f, channels); });
  if (image.dtypes == core::ImageDtypes::kFloatingOrUint8)
    AddPoints(c, [f, channels, edge = image.channels == core::kAnyChannels ? 1 : channels] {
      return Uint8FactorPoints(f, channels, edge);
    });
  c.batch_inputs = {0, 1};
  const torch::Tensor x = torch::rand({2, channels, 4, 4});
  const std::string target = !f.target.empty() ? f.target
                             : f.per_channel   ? "[2, " + std::to_string(channels) + ", 4, 4]"
                                               : std::string("[2, 1, 4, 4]");
  const std::string broadcast =
      "expected " + f.arg + " of a shape that broadcasts to " + target + " (padded on the right), ";
  c.errors.push_back({"factor_wrong_batch",
                      [x, t = f.op.tensor] {
                        t(x, torch::tensor({0.5f, 0.5f, 0.5f}));
                      },
                      broadcast + "but got shape [3]"});
  if (!f.per_channel)
    c.errors.push_back({"factor_per_channel",
                        [x, t = f.op.tensor, channels] {
                          t(x, torch::full({2, channels}, 0.5f));
                        },
                        broadcast + "but got shape [2, " + std::to_string(channels) + "]"});
  if (f.non_negative) {
    c.errors.push_back({"factor_minus_1", [x, h = f.op.host] { h(x, -1.0); },
                        "expected " + f.arg + " >= 0, but got " + f.arg + " = -1"});
    c.errors.push_back({"tensor_factor_negative",
                        [x, t = f.op.tensor] {
                          t(x, torch::tensor({0.5f, -0.5f}));
                        },
                        "expected every " + f.arg + " value >= 0, but got one below 0 or NaN",
                        GraphError{[t = f.op.tensor](const Inputs& in) { return t(in[0], in[1]); },
                                   {x, torch::tensor({0.5f, 1.5f})},
                                   {x, torch::tensor({0.5f, -0.5f})}}});
  }
  // The factor tensor: any dtype, cast to the image's (Kornia's torch.as_tensor).
  c.tensor_args[f.arg] = {.input = 1, .dtypes = kEveryDtype};
  return c;
}

}  // namespace kornia::conformance::cases
