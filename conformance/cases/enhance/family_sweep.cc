// Bodies of family_sweep.h.
#include "conformance/cases/enhance/family_sweep.h"

#include <torch/types.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

namespace kornia::conformance::cases {

std::string ValueId(double v) {
  // The shortest %g that reads back as v (0.1 as "0.1", not 0.10000000000000001),
  // with ".0" where it reads as an int; 10 reads "1e+01" (ids the goldens
  // hold).
  char buf[32];
  for (int digits = 1; digits <= 17; ++digits) {
    std::snprintf(buf, sizeof buf, "%.*g", digits, v);
    if (std::strtod(buf, nullptr) == v) break;
  }
  std::string s = buf;
  if (s.find_first_of(".en") == std::string::npos) s += ".0";
  for (char& ch : s) {
    if (ch == '-') ch = 'm';
    if (ch == '.') ch = 'p';
  }
  return s;
}

std::vector<int64_t> SweepWidths() {
  std::vector<int64_t> widths(std::begin(kTailWidths), std::end(kTailWidths));
  widths.insert(widths.end(), std::begin(kEdgeWidths), std::end(kEdgeWidths));
  return widths;
}

std::string ValuesId(const std::vector<double>& values) {
  std::string id;
  for (double v : values) id += (id.empty() ? "" : "_") + ValueId(v);
  return id;
}

std::vector<SweepPoint> FloatSweepPoints(const Dt& d, const FloatSweep& s) {
  std::vector<SweepPoint> points;
  const std::string prefix = std::string(d.name) + "_" + s.tag;
  for (int64_t w : s.widths) {
    const std::string id = prefix + std::to_string(w);
    points.push_back(Point(id, id, s.inputs(id, w, ValueClass::kUniform), s.run, s.kornia));
  }
  const bool has_33 = std::find(s.widths.begin(), s.widths.end(), 33) != s.widths.end();
  for (ValueClass v : kAllValueClasses) {
    if (v == ValueClass::kUniform && has_33) continue;
    const std::string id = prefix + "33_" + ValueClassName(v);
    points.push_back(Point(id, prefix + "33", s.inputs(id, 33, v), s.run, s.kornia));
  }
  return points;
}

std::vector<SweepPoint> ReplayPoints(
    const std::string& cls, const std::vector<std::vector<double>>& values,
    const std::function<Inputs(const std::vector<double>&)>& inputs, const OpFn& run,
    const KorniaCall& kornia, const ValuesIdFn& id_of) {
  std::vector<SweepPoint> points;
  for (const auto& v : values)
    points.push_back(Point(cls + "_" + id_of(v), cls, inputs(v), run, kornia));
  return points;
}

std::vector<SweepPoint> PerSamplePoints(const std::string& cls, const torch::Tensor& x,
                                        torch::ScalarType dtype,
                                        const std::vector<std::vector<double>>& values,
                                        const OpFn& run, const KorniaCall& kornia,
                                        const ValuesIdFn& id_of) {
  auto inputs = [&](const std::vector<double>& v) {
    Inputs in = {x};
    for (size_t i = 0; i + 1 < v.size(); i += 2)
      in.push_back(torch::tensor({v[i], v[i + 1]}).to(dtype));
    return in;
  };
  return ReplayPoints(cls, values, inputs, run, kornia, id_of);
}

void Append(std::vector<SweepPoint>& points, std::vector<SweepPoint> more) {
  for (SweepPoint& p : more) points.push_back(std::move(p));
}

OpCase DataOp(const core::OpSpec& op, DtypeProbe probe) {
  OpCase c;
  for (torch::ScalarType d : op.ClaimedDtypes())
    for (torch::ScalarType probed : AllProbeDtypes())
      if (d == probed) c.claimed_dtypes.insert(d);
  c.probe = std::move(probe);
  c.points = [] { return std::vector<SweepPoint>{}; };
  c.batch_inputs = {0};
  return c;
}

}  // namespace kornia::conformance::cases
