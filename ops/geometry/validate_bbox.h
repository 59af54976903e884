// validate_bbox()
//
// Whether 2D boxes given by their four corners, top-left, top-right,
// bottom-right, bottom-left, are valid (Kornia 0.9
// `kornia.geometry.bbox.validate_bbox`): every coordinate finite, and the
// top and bottom edges of each box alike within 1e-4 (inclusive extents
// x[1] - x[0] + 1 against x[2] - x[3] + 1 and y[1] - y[0] + 1 against
// y[2] - y[3] + 1, their differences compared in the boxes' dtype). Kornia
// returns a Python bool, read on the host; this op returns it as a 0-dim bool
// tensor computed in the graph (one code path: a traced graph replays the
// check on new boxes). As Kornia, a shape other than (B, 4, 2) or
// (B, N, 4, 2) is not an error but false (decided by the shape, not the
// values).
// Shape:     boxes (B, 4, 2) or (B, N, 4, 2); any other shape -> () bool
// Dtypes:    every real dtype but bool (Kornia's `-`)
// Errors:    a bool or complex dtype (for a shape it would judge)
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& validate_bbox_op();

at::Tensor validate_bbox(const at::Tensor& boxes);

}  // namespace kornia::geometry
