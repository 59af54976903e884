// bbox_generator3d()
//
// The eight corners of axis-aligned 3D boxes, the four front ones
// (front-top-left, front-top-right, front-bottom-right, front-bottom-left)
// then the four back ones in the same order (Kornia 0.9
// `kornia.geometry.bbox.bbox_generator3d`). As Kornia, each coordinate is
// 0 + start, the far ones (0 + start) + (size - 1) in that order of ops
// (a start of -0.0 gives +0.0): x1 = x_start + (width - 1),
// y1 = y_start + (height - 1), z1 = z_start + (depth - 1).
// Shape:     x_start, y_start, z_start: () or (B), one shape; width, height,
//            depth: () or (B), one shape, of one element or as many as the
//            starts -> (B, 8, 3) (a 0-dim start is one box)
// Dtypes:    every real dtype but bool (Kornia's `- 1`), one for all six
// Errors:    starts or sizes of two shapes or of more than one dim; sizes of
//            another count than the starts (but one); dtypes that differ; a
//            bool or complex dtype
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& bbox_generator3d_op();

at::Tensor bbox_generator3d(const at::Tensor& x_start, const at::Tensor& y_start,
                            const at::Tensor& z_start, const at::Tensor& width,
                            const at::Tensor& height, const at::Tensor& depth);

}  // namespace kornia::geometry
