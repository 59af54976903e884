// What the Lab and Luv cases share: images over a color space's own ranges
// and around its knee (lab_to_rgb, luv_to_rgb).
#pragma once

#include <array>
#include <string>
#include <utility>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

// Per floating dtype `<dtype>_<name>`: a 2 x 3 x 3 x 33 image whose channel k
// is uniform in ranges[k] (L in [0, 100], a and b in [-128, 127], ...), in
// gamut and out; `kornia` is the points' Kornia call (empty: the image alone).
inline std::vector<SweepPoint> RangePoints(const ImageCall& call, const std::string& name,
                                           const std::array<std::pair<double, double>, 3>& ranges,
                                           const std::string& kornia = "") {
  std::vector<SweepPoint> points;
  for (const auto& d : kFloatDtypes) {
    const std::string id = std::string(d.name) + "_" + name;
    std::vector<torch::Tensor> channels;
    for (size_t k = 0; k < ranges.size(); ++k)
      channels.push_back(MakeInput({2, 1, 3, 33}, d.type, ValueClass::kUniform,
                                   SeedOf(id + std::to_string(k)), ranges[k].first,
                                   ranges[k].second));
    SweepPoint p = Point(id, id, d.name, {torch::cat(channels, 1)},
                         [call](const Inputs& in) { return call(in[0]); });
    p.kornia = kornia;
    points.push_back(std::move(p));
  }
  return points;
}

// Per floating dtype `<dtype>_near_knee`: L at and around `knee` (16 ulps
// either side), the other two channels 0 (the grey axis, where every
// channel's f sits at the knee together) and then +-1.
inline std::vector<SweepPoint> KneePoints(const ImageCall& call, double knee) {
  std::vector<SweepPoint> points;
  for (const auto& d : kFloatDtypes) {
    const torch::Tensor l = NearValues(d.type, {knee}, 16);
    const int64_t n = l.size(0);
    std::vector<torch::Tensor> rows;
    for (double other : {0.0, 1.0, -1.0}) {
      const torch::Tensor o = torch::full({n}, other, l.options());
      rows.push_back(torch::stack({l, o, o}));
    }
    const std::string id = std::string(d.name) + "_near_knee";
    points.push_back(Point(id, id, d.name, {torch::stack(rows, 1).unsqueeze(0).contiguous()},
                           [call](const Inputs& in) { return call(in[0]); }));
  }
  return points;
}

}  // namespace kornia::conformance::cases
