// Boxes by their corners, as Kornia's geometry.bbox functions take them, for
// the cases of bbox_to_mask, bbox_to_mask3d, infer_bbox_shape and
// infer_bbox_shape3d: integer starts and sizes drawn in ranges (so boxes
// cross an image's borders and some are empty), the far corner at
// start + size - 1 (Kornia's inclusive convention).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

struct Span {
  double lo = 0.0, hi = 1.0;
};

// n boxes (n, 4, 2) in `dtype`, corners top-left, top-right, bottom-right,
// bottom-left: starts floor(x), floor(y) and sizes floor(w), floor(h) drawn
// uniform in their spans (seeds from `id`). uint8 boxes are clamped to
// [0, 255] first (an unsigned dtype's own range).
torch::Tensor CornerBoxes(int64_t n, torch::ScalarType dtype, const std::string& id, Span x, Span y,
                          Span w, Span h);

// n boxes (n, 8, 3) alike: the four front corners (z start) in that order,
// then the four back ones (z start + depth - 1).
torch::Tensor CornerBoxes3d(int64_t n, torch::ScalarType dtype, const std::string& id, Span x,
                            Span y, Span z, Span w, Span h, Span d);

// The sweep of an op on (B, 8, 3) cuboids (bbox_to_mask3d,
// infer_bbox_shape3d), each point made by `point` from its id, shape class
// and boxes:
//   - per dtype (the floating ones, int32, int64, uint8) a class of three
//     value sets of 5 cuboids (starts in `start`, sizes in `size`) and one
//     of a single cuboid;
//   - per floating dtype cuboids whose starts are of each finite value class
//     (uniform, interesting, large; non-finite ones are the errors'), one
//     shape class;
//   - float32 and float64 cuboids whose edges differ within isclose (Kornia's
//     allclose passes them: the first edge's extent is read);
//   - float32 and float64 `_large` (`large` cuboids) for the threads check.
using CuboidPoint = std::function<SweepPoint(const std::string& id, const std::string& cls,
                                             const torch::Tensor& boxes)>;
std::vector<SweepPoint> CuboidPoints(Span start, Span size, int64_t large,
                                     const CuboidPoint& point);

// The errors of such an op (`run` on the boxes alone): in the graph (traced
// on cuboids) edges of different widths, heights and depths, each with the
// message of Kornia's validate_bbox3d check it mirrors; with
// `shape_and_finite` (the ops that call it: validate_bbox3d itself returns
// false for a non-finite coordinate) also shapes other than (B, 8, 3) and,
// in the graph, a NaN or infinite coordinate.
std::vector<ErrorCase> CuboidErrors(const OpFn& run, bool shape_and_finite = true);

}  // namespace kornia::conformance::cases
