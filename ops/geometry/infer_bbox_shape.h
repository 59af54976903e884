// infer_bbox_shape()
//
// The heights and widths of 2D boxes given by their four corners, top-left,
// top-right, bottom-right, bottom-left (Kornia 0.9
// `kornia.geometry.bbox.infer_bbox_shape`), inclusive and read from fixed
// corners (not a max - min): height = y[2] - y[0] + 1, width =
// x[1] - x[0] + 1, in that order of ops, so corners in another order give
// a negative extent, as Kornia.
// Shape:     boxes (N, 4, 2) -> (heights (N), widths (N))
// Dtypes:    every real dtype but bool (Kornia's `+ 1` on a difference)
// Errors:    a shape other than (N, 4, 2); a bool or complex dtype
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <tuple>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& infer_bbox_shape_op();

std::tuple<at::Tensor, at::Tensor> infer_bbox_shape(const at::Tensor& boxes);

}  // namespace kornia::geometry
