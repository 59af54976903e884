// The check Kornia's validate_bbox3d makes of (B, 8, 3) boxes where
// infer_bbox_shape3d and bbox_to_mask3d call it, and the extents it reads.
#pragma once

#include <ATen/core/Tensor.h>

#include <string>

namespace kornia::geometry::detail {

// The inclusive extents along `axis` (0: x, widths; 1: y, heights; 2: z,
// depths) of the four edges of each of (B, 8, 3) boxes parallel to it, (B, 4),
// as Kornia's validate_bbox3d: far corners minus near ones, plus 1, in the
// boxes' dtype.
at::Tensor EdgeExtents(const at::Tensor& boxes, int64_t axis);

// Kornia's validate_bbox3d as checks that stay in the graph (AssertInGraph),
// in its order: every coordinate finite (unless `nonfinite_is_false`), then
// along x, y and z the four edge extents of each box isclose (rtol 1e-5,
// atol 1e-8, in the boxes' dtype) to the first edge's. With
// `nonfinite_is_false` (validate_bbox3d itself) boxes with a non-finite
// coordinate pass the extent checks, as Kornia returns False before them.
// Messages name `op`. `extents` are EdgeExtents(boxes, 0..2). Returns
// whether every coordinate is finite (a 0-dim bool tensor).
at::Tensor AssertCuboids(const at::Tensor& boxes, const at::Tensor (&extents)[3],
                         const std::string& op, bool nonfinite_is_false = false);

}  // namespace kornia::geometry::detail
