// What the enhance package's cases share beyond one family: the sweep's
// widths, a point with its Kornia call, values in point ids, and the case of
// an op without an image signature.
#pragma once

#include <torch/types.h>

#include <string>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

// "m0p5" for -0.5, "1p0" for 1: a value as it appears in a point id (the
// shortest decimal that reads back as v, as Python writes a float).
std::string ValueId(double v);

// Every vector tail width, then every precision-edge width.
std::vector<int64_t> SweepWidths();

// `p` with its Kornia call.
SweepPoint WithKornia(SweepPoint p, KorniaCall call);

// Appends `more` to `points`.
void Append(std::vector<SweepPoint>& points, std::vector<SweepPoint> more);

// The case of an op without an image signature (a histogram's samples, a
// fit's data, (B, C, *) data): its claimed dtypes (the descriptor's), its
// dtype probe `probe`, batch input 0. No points or errors yet.
OpCase DataOp(const core::OpSpec& op, DtypeProbe probe);

}  // namespace kornia::conformance::cases
