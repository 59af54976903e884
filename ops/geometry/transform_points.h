// transform_points()
//
// Applies homogeneous transformations to points (Kornia 0.9
// `kornia.geometry.linalg.transform_points`): each point p of dimension D
// becomes (T [p; 1]) with its last coordinate w divided out where |w| > 1e-8
// (in the working dtype) and left as is elsewhere (OpenCV's convention), by
// Kornia's sequence: points made homogeneous, one bmm with the transposed
// transformations (one per flattened leading index of the points, a
// transformation batch of 1 shared by all), the scale where(|w| > eps, 1 / w,
// 1) times the coordinates.
// Dtypes, as Kornia's: floating points keep their dtype; integer or bool
// points take the transformation's floating dtype, or torch's default one
// when both are integer; an integer or bool transformation is applied in the
// result's dtype; the bmm runs in the transformation's dtype (a float16
// transformation on float32 points: the product in float16).
// Shape:     trans_01 (D + 1, D + 1) or (B, D + 1, D + 1) (more leading dims
//            flatten, as Kornia's reshape does), points_1 (N, D) or (B, *, N,
//            D) -> the shape of points_1. A 2-D points_1 has no batch: it takes
//            one transformation only. No points (N = 0) give no points.
// Dtypes:    every real dtype for both
// Errors:    a trans_01 with fewer than 2 dims or not square; points_1 with
//            fewer than 2 dims; a transformation batch that is neither 1 nor
//            points_1's first dim (or > 1 for a 2-D points_1); D + 1 against
//            the transformation's side; complex inputs
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& transform_points_op();

at::Tensor transform_points(const at::Tensor& trans_01, const at::Tensor& points_1);

}  // namespace kornia::geometry
