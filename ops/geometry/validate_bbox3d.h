// validate_bbox3d()
//
// Whether 3D boxes given by their eight corners (front-top-left,
// front-top-right, front-bottom-right, front-bottom-left, then the back
// four) are finite cuboids (Kornia 0.9
// `kornia.geometry.bbox.validate_bbox3d`): false where a coordinate is not
// finite; else along each axis the four parallel edges of each box must be of
// one inclusive extent (isclose, rtol 1e-5, atol 1e-8, in the boxes' dtype),
// as Kornia's allclose, or the op raises. Kornia returns a Python bool and
// raises on the host; this op returns a 0-dim bool tensor and its extent
// checks stay in the graph (AssertInGraph): a traced graph judges new boxes.
// Shape:     boxes (B, 8, 3) or (B, N, 8, 3) -> () bool
// Dtypes:    every real dtype but bool (Kornia's `-`)
// Errors:    another shape; a bool or complex dtype; edges of different
//            extents along an axis (in the graph)
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& validate_bbox3d_op();

at::Tensor validate_bbox3d(const at::Tensor& boxes);

}  // namespace kornia::geometry
