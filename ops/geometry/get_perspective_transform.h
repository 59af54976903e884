// get_perspective_transform()
//
// The 3 x 3 homographies mapping four source points onto four destination
// points (Kornia 0.9 `kornia.geometry.transform.get_perspective_transform`),
// Kornia's closed form: H = H_d @ inv(H_s), H_s and H_d Heckbert's
// unit-square-to-quad matrices of the two quads, inv(H_s) the adjugate
// (three linalg_cross rows) over the determinant, H scaled to H[2, 2] = 1;
// in float32 for float16 and bfloat16 points (Kornia's work dtype), then
// cast back. No linalg_solve or linalg_inv in the graph, and one path: Kornia
// itself takes another (scalar cofactor) inverse when it traces, which agrees
// with its eager one only to rounding; this op's traced graph is its eager
// function.
// Shape:     points_src and points_dst (B, 4, 2) -> (B, 3, 3)
// Dtypes:    float16, bfloat16, float32, float64, one for both
// Errors:    a shape other than (B, 4, 2); shapes that differ; dtypes that
//            differ; a non-floating dtype
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& get_perspective_transform_op();

at::Tensor get_perspective_transform(const at::Tensor& points_src, const at::Tensor& points_dst);

}  // namespace kornia::geometry
