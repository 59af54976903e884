// Bodies of family_levels.h.
#include "conformance/cases/enhance/family_levels.h"

#include <torch/types.h>

#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace kornia::conformance::cases {

KorniaCall UnitCall(std::vector<KorniaArg> args, std::map<std::string, KorniaArg> kwargs) {
  args.insert(args.begin(), In(0));
  return {.args = std::move(args), .kwargs = std::move(kwargs), .unit = true};
}

torch::Tensor EveryLevel(int64_t channels) {
  const torch::Tensor v = torch::arange(256, torch::kLong).view({1, 1, 16, 16});
  const torch::Tensor shift =
      (torch::arange(channels, torch::kLong) * 85).view({1, channels, 1, 1});
  return ((v + shift) % 256).to(torch::kByte);
}

torch::Tensor UniformUint8(std::vector<int64_t> shape, const std::string& cls) {
  return MakeInput(std::move(shape), torch::kByte, ValueClass::kUniform, SeedOf(cls), 0, 255);
}

std::vector<ImageCall> GridCalls(
    const std::vector<double>& as, const std::vector<double>& bs,
    const std::function<torch::Tensor(const torch::Tensor&, double, double)>& f) {
  std::vector<ImageCall> calls;
  for (const double a : as)
    for (const double b : bs)
      calls.push_back([f, a, b](const torch::Tensor& x) { return f(x, a, b); });
  return calls;
}

std::vector<SweepPoint> Uint8HostPoints(const std::string& id, int64_t channels,
                                        const KorniaCall& kornia, ImageCall call) {
  std::vector<SweepPoint> points;
  const std::string a = "uint8_" + id, b = "uint8_levels_" + id;
  for (const auto& [pid, x] :
       {std::pair{a, UniformUint8({2, channels, 3, 33}, a)}, std::pair{b, EveryLevel(channels)}}) {
    SweepPoint p = Point(pid, pid, {x}, [call](const Inputs& in) { return call(in[0]); });
    p.kornia = kornia;
    points.push_back(std::move(p));
  }
  return points;
}

std::vector<SweepPoint> Uint8WidthPoints(const std::string& id, int64_t channels,
                                         const KorniaCall& kornia, ImageCall call,
                                         int64_t edge_channels) {
  std::vector<SweepPoint> points;
  const auto add = [&](std::vector<int64_t> shape, int64_t w) {
    const std::string pid = "uint8_" + id + "_w" + std::to_string(w);
    SweepPoint p = Point(pid, pid, {UniformUint8(std::move(shape), pid)},
                         [call](const Inputs& in) { return call(in[0]); });
    p.kornia = kornia;
    points.push_back(std::move(p));
  };
  for (const int64_t w : kTailWidths) add({2, channels, 3, w}, w);
  for (const int64_t w : kEdgeWidths) add({1, edge_channels, 2, w}, w);
  return points;
}

}  // namespace kornia::conformance::cases
