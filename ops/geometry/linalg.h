// Helpers of the geometry.linalg ops (Kornia 0.9 `kornia.geometry.linalg`):
// the checks of a homogeneous 4 x 4 transformation and its assembly from a
// rotation block and a translation column.
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/shape.h"

namespace kornia::geometry::detail {

// Whether a and b broadcast against each other (as `a * b` takes them), or
//   batched_dot_product(): expected x and y of shapes that broadcast, but got
//   shapes [3] and [2, 4]
// Their last `skip` dims left out (point_line_distance's coordinates: 2 or 3
// against the line's 3).
void CheckBroadcast(const char* op, const char* name_a, const at::Tensor& a, const char* name_b,
                    const at::Tensor& b, int64_t skip = 0);

// torch's default floating dtype, read as Kornia reads it (an empty
// tensor's dtype on like's device).
at::ScalarType DefaultFloating(const at::Tensor& like);

// x itself if floating, else x in the default floating dtype (what ATen's
// sqrt of an integer tensor computes in): core::Sqrt's argument.
at::Tensor Floating(const at::Tensor& x);

// Kornia's convert_points_from_homogeneous (eps 1e-8): the coordinates of
// (..., D + 1) points over their last one w where |w| > eps, unchanged
// elsewhere. (Python's 1.0 / w is w.reciprocal() * 1.0: the reciprocal's bits.)
at::Tensor FromHomogeneous(const at::Tensor& points);

// Kornia's check of a rigid transformation argument: shape (N, 4, 4) or
// (4, 4), else
//   compose_transformations(): expected trans_01 of shape (N, 4, 4) or (4, 4),
//   but got shape [2, 2, 4, 4]
// and a real, non-bool dtype (matmul refuses bool).
void CheckTransform(const char* op, const char* name, const at::Tensor& t);

// Two transformations combined by an op (compose, relative): each checked as
// above, the same number of dims (Kornia refuses (4, 4) with (N, 4, 4)), one
// dtype (matmul's), and batches that broadcast (N with N, 1 with N). Returns
// the result's batch shape: {} for two (4, 4), {N} otherwise.
core::SymShape TransformPairBatch(const char* op, const char* name_a, const at::Tensor& a,
                                  const char* name_b, const at::Tensor& b);

// [[rmat, tvec], [0, 0, 0, 1]]: rmat (*, 3, 3) and tvec (*, 3, 1) of one dtype
// and the batch shape `batch` (each broadcast to it) as (*batch, 4, 4), the
// values of Kornia's new_zeros-then-assign form (rmat and tvec copied as they
// are, -0.0 kept; zeros and the one exact).
at::Tensor RigidMatrix(const at::Tensor& rmat, const at::Tensor& tvec, const core::SymShape& batch);

}  // namespace kornia::geometry::detail
