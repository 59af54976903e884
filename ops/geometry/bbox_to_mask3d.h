// bbox_to_mask3d()
//
// Masks of the voxels inside axis-aligned 3D boxes (Kornia 0.9
// `kornia.geometry.bbox.bbox_to_mask3d`): voxel (z, y, x) is 1 where
// x[0] <= x <= x[1], y[1] <= y <= y[2] and z[0] <= z <= z[4] (corner
// indices of the (B, 8, 3) boxes, front-top-left, front-top-right,
// front-bottom-right, front-bottom-left, then the back four), the bounds
// truncated toward zero to int64 first, as Kornia. As Kornia (its
// validate_bbox3d), the boxes must be finite cuboids: along each axis the
// four parallel edges of one extent (isclose, rtol 1e-5, atol 1e-8, in the
// boxes' dtype), a value check that stays in the graph (AssertInGraph).
// Shape:     boxes (B, 8, 3), size (depth, height, width), each >= 0
//            -> (B, 1, depth, height, width)
// Dtypes:    every real dtype but bool (the mask in the boxes' dtype)
// Errors:    a shape other than (B, 8, 3); a size of other than three
//            values or one below 0; a bool or complex dtype; a non-finite
//            coordinate or edges of different extents along an axis (in
//            the graph)
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>
#include <c10/util/ArrayRef.h>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& bbox_to_mask3d_op();

at::Tensor bbox_to_mask3d(const at::Tensor& boxes, at::IntArrayRef size);

}  // namespace kornia::geometry
