// infer_bbox_shape3d()
//
// The depths, heights and widths of 3D boxes given by their eight corners,
// front-top-left, front-top-right, front-bottom-right, front-bottom-left,
// then the same four at the back (Kornia 0.9
// `kornia.geometry.bbox.infer_bbox_shape3d`), inclusive and read from fixed
// corners: width = x[1] - x[0] + 1, height = y[2] - y[0] + 1, depth =
// z[4] - z[0] + 1, in that order of ops. As Kornia (its validate_bbox3d),
// the boxes must be finite cuboids: along each axis the four parallel edges
// of one extent (isclose, rtol 1e-5, atol 1e-8, in the boxes' dtype), a
// value check that stays in the graph (AssertInGraph).
// Shape:     boxes (B, 8, 3) -> (depths (B), heights (B), widths (B))
// Dtypes:    every real dtype but bool (Kornia's `+ 1` on a difference)
// Errors:    a shape other than (B, 8, 3); a bool or complex dtype; a
//            non-finite coordinate or edges of different extents along an
//            axis (in the graph)
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <tuple>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& infer_bbox_shape3d_op();

std::tuple<at::Tensor, at::Tensor, at::Tensor> infer_bbox_shape3d(const at::Tensor& boxes);

}  // namespace kornia::geometry
