// The uint8 points of the enhance ops with a uint8 form (ops/enhance/levels.h:
// the float op on the levels x / 255, rounded back to 8 bits): posterize,
// solarize, adjust_brightness, adjust_contrast, adjust_gamma, adjust_hue,
// adjust_saturation. Kornia has no
// uint8 form of these, so their Kornia call is marked "unit": the parity tool
// gives Kornia the image as float32 x / 255 and rounds its output as levels.h
// does (tools/parity/kornia_parity.py), so each point also holds our uint8
// bytes to Kornia's float op.
#pragma once

#include <torch/types.h>

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

// Kornia's call of a uint8 point: the image, then `args` (JSON values,
// comma-separated), `kwargs` (a JSON object's members), on x / 255.
inline std::string UnitCall(const std::string& args, const std::string& kwargs = "") {
  return R"({"args": ["$0")" + (args.empty() ? "" : ", " + args) + R"(], "kwargs": {)" + kwargs +
         R"(}, "unit": true})";
}

// A (1, C, 16, 16) uint8 image: every value 0..255 once per channel, each
// channel rotated by 85 so the channels differ.
inline torch::Tensor EveryLevel(int64_t channels) {
  const torch::Tensor v = torch::arange(256, torch::kLong).view({1, 1, 16, 16});
  const torch::Tensor shift =
      (torch::arange(channels, torch::kLong) * 85).view({1, channels, 1, 1});
  return ((v + shift) % 256).to(torch::kByte);
}

inline torch::Tensor UniformUint8(std::vector<int64_t> shape, const std::string& cls) {
  return MakeInput(std::move(shape), torch::kByte, ValueClass::kUniform, SeedOf(cls), 0, 255);
}

// Per host call `uint8_<id>` (uniform 2 x C x 3 x 33) and `uint8_levels_<id>`
// (EveryLevel), each its own graph, Kornia called with UnitCall(args, kwargs).
inline std::vector<SweepPoint> Uint8HostPoints(
    const std::string& id, int64_t channels, const std::string& args, const std::string& kwargs,
    std::function<torch::Tensor(const torch::Tensor&)> call) {
  std::vector<SweepPoint> points;
  const std::string a = "uint8_" + id, b = "uint8_levels_" + id;
  for (const auto& [pid, x] :
       {std::pair{a, UniformUint8({2, channels, 3, 33}, a)}, std::pair{b, EveryLevel(channels)}}) {
    SweepPoint p = Point(pid, pid, "uint8", {x}, [call](const Inputs& in) { return call(in[0]); });
    p.kornia = UnitCall(args, kwargs);
    points.push_back(std::move(p));
  }
  return points;
}

// One host call on every tail width (2 x C x 3 x w) and precision-edge width
// (1 x E x 2 x w, E = `edge_channels`: 1, or the channel count of an op that
// takes only that many): `uint8_<id>_w<w>`.
inline std::vector<SweepPoint> Uint8WidthPoints(
    const std::string& id, int64_t channels, const std::string& args,
    std::function<torch::Tensor(const torch::Tensor&)> call, int64_t edge_channels = 1) {
  std::vector<SweepPoint> points;
  const auto add = [&](std::vector<int64_t> shape, int64_t w) {
    const std::string pid = "uint8_" + id + "_w" + std::to_string(w);
    SweepPoint p = Point(pid, pid, "uint8", {UniformUint8(std::move(shape), pid)},
                         [call](const Inputs& in) { return call(in[0]); });
    p.kornia = UnitCall(args);
    points.push_back(std::move(p));
  };
  for (const int64_t w : kTailWidths) add({2, channels, 3, w}, w);
  for (const int64_t w : kEdgeWidths) add({1, edge_channels, 2, w}, w);
  return points;
}

}  // namespace kornia::conformance::cases
