// The uint8 points of the enhance ops with a uint8 form (ops/enhance/levels.h:
// the float op on the levels x / 255, rounded back to 8 bits): posterize,
// solarize, adjust_brightness, adjust_contrast, adjust_gamma, adjust_hue,
// adjust_saturation. Kornia has no uint8 form of these, so their Kornia call
// is marked `unit`: the parity tool gives Kornia the image as float32 x / 255
// and rounds its output as levels.h does (tools/parity/kornia_parity.py), so
// each point also holds our uint8 bytes to Kornia's float op.
#pragma once

#include <torch/types.h>

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

// Kornia's call of a uint8 point: the image, then `args` and `kwargs`, on
// x / 255.
KorniaCall UnitCall(std::vector<KorniaArg> args, std::map<std::string, KorniaArg> kwargs = {});

// A (1, C, 16, 16) uint8 image: every value 0..255 once per channel, each
// channel rotated by 85 so the channels differ.
torch::Tensor EveryLevel(int64_t channels);

// Uniform uint8 values in [0, 255], seeded by `cls`.
torch::Tensor UniformUint8(std::vector<int64_t> shape, const std::string& cls);

// A level op's host grid of two parameters: f(x, a, b) for every a of `as`
// and b of `bs`, b varying fastest (AddLevelPoints' host calls).
std::vector<ImageCall> GridCalls(
    const std::vector<double>& as, const std::vector<double>& bs,
    const std::function<torch::Tensor(const torch::Tensor&, double, double)>& f);

// Per host call `uint8_<id>` (uniform 2 x C x 3 x 33) and `uint8_levels_<id>`
// (EveryLevel), each its own graph, Kornia called with `kornia`.
std::vector<SweepPoint> Uint8HostPoints(const std::string& id, int64_t channels,
                                        const KorniaCall& kornia, ImageCall call);

// One host call on every tail width (2 x C x 3 x w) and precision-edge width
// (1 x E x 2 x w, E = `edge_channels`: 1, or the channel count of an op that
// takes only that many): `uint8_<id>_w<w>`.
std::vector<SweepPoint> Uint8WidthPoints(const std::string& id, int64_t channels,
                                         const KorniaCall& kornia, ImageCall call,
                                         int64_t edge_channels = 1);

}  // namespace kornia::conformance::cases
