#include "conformance/cases/color/family_lab.h"

#include <vector>

namespace kornia::conformance::cases {

namespace {

std::vector<SweepPoint> RangePoints(const ImageCall& call, const std::string& name,
                                    const std::array<std::pair<double, double>, 3>& ranges,
                                    const KorniaCall& kornia = {}) {
  std::vector<SweepPoint> points;
  for (const auto& d : kFloatDtypes) {
    const std::string id = std::string(d.name) + "_" + name;
    std::vector<torch::Tensor> channels;
    for (size_t k = 0; k < ranges.size(); ++k)
      channels.push_back(MakeInput({2, 1, 3, 33}, d.type, ValueClass::kUniform,
                                   SeedOf(id + std::to_string(k)), ranges[k].first,
                                   ranges[k].second));
    SweepPoint p =
        Point(id, id, {torch::cat(channels, 1)}, [call](const Inputs& in) { return call(in[0]); });
    p.kornia = kornia;
    points.push_back(std::move(p));
  }
  return points;
}

std::vector<SweepPoint> KneePoints(const ImageCall& call, double knee) {
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
    points.push_back(Point(id, id, {torch::stack(rows, 1).unsqueeze(0).contiguous()},
                           [call](const Inputs& in) { return call(in[0]); }));
  }
  return points;
}

}  // namespace

OpCase SpaceToRgbOp(const core::OpSpec& op, SpaceSweep s) {
  OpCase c = ColorOp(op);
  const std::string range = s.name + "_range";
  AddPoints(c, [call = op.call, range, s] { return RangePoints(call, range, s.ranges); });
  AddPoints(c, [range, s] {
    return RangePoints(s.variant_call, range + "_" + s.variant, s.ranges, s.variant_kornia);
  });
  AddPoints(c, [call = op.call, knee = s.knee] { return KneePoints(call, knee); });
  return c;
}

}  // namespace kornia::conformance::cases
