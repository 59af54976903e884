// The enhance package's builders for equalize, equalize3d and equalize_clahe:
// the histogram's bin edges, the sweep equalize and equalize3d share (only
// the shapes differ), and the in-graph value check all three have.
#pragma once

#include <torch/types.h>

#include <functional>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

// The sweep's shapes: of the uniform points per width, of the bin-edge
// image (2,304 values), and of the small images (144 values).
struct EqualizeShapes {
  std::function<std::vector<int64_t>(int64_t width)> width;
  std::vector<int64_t> levels, small;
  torch::Tensor large;  // the float32 threads-size input
};

// Every 8-bit level k / 255 and its neighbours one ulp away (the histogram's
// bin edges), per channel rotated so channels differ.
torch::Tensor EqualizeLevels(torch::ScalarType dtype, std::vector<int64_t> shape);

// Per floating dtype: uniform values at vector tails and precision edges;
// the bin edges; a constant channel (one level: left as it is); two levels;
// a channel holding every level once; skewed values (x ** 4); one value in
// a row of 0s; values just inside (-1, 256) / 255. A large point.
std::vector<SweepPoint> EqualizePoints(const OpFn& run, const EqualizeShapes& s);

// The value check's error inputs: a value above 1, below 0 and a NaN, each
// also replayed through a graph traced on good values.
void AddEqualizeValueErrors(OpCase& c, const OpFn& run, const std::vector<int64_t>& good_shape);

}  // namespace kornia::conformance::cases
