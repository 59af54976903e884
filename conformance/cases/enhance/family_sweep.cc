// Bodies of family_sweep.h.
#include "conformance/cases/enhance/family_sweep.h"

#include <torch/types.h>

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

SweepPoint WithKornia(SweepPoint p, KorniaCall call) {
  p.kornia = std::move(call);
  return p;
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
