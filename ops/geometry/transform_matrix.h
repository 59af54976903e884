// Helpers of the transform-matrix ops (Kornia 0.9
// `kornia.geometry.transform`: get_rotation_matrix2d, get_shear_matrix2d,
// get_affine_matrix2d, invert_affine_transform): the checks of their
// per-sample parameters and the homogeneous row Kornia pads on.
#pragma once

#include <ATen/core/Tensor.h>

#include <initializer_list>
#include <utility>

#include "ops/core/op_spec.h"

namespace kornia::geometry::detail {

// A batch of parameters: shape (B, n), or (B) where n is 0, else
//   get_rotation_matrix2d(): expected center of shape (B, 2), but got shape [2]
void CheckParams(const char* op, const char* name, const at::Tensor& t, int64_t n);

// Every named tensor in the first's dtype and with its batch size (dim 0),
// else (the dtype as c10::TypeError)
//   get_rotation_matrix2d(): expected angle in the dtype of center (float32),
//   but got float64
//   get_rotation_matrix2d(): expected center, angle and scale of one batch
//   size, but got shapes [2, 2], [3] and [2, 2]
// then the first's dtype held to `op`'s descriptor (core::CheckImage): after
// the others' agreement with it, so arguments of two dtypes are refused as
// that (Kornia's ValueError where it checks one dtype; kornia_cpp raises the
// refusal as TypeError and ValueError both).
void CheckOneBatch(const core::OpSpec& op,
                   std::initializer_list<std::pair<const char*, const at::Tensor*>> named);

// -x as x * -1 (the same value, a NaN's sign kept): the TensorExpr fuser
// computes a negation as 0 - x, which turns -0 into +0, so a fused graph
// would differ from eager on every zero.
at::Tensor Neg(const at::Tensor& x);

// Kornia's axis_angle_to_rotation_matrix: (B, 3) axis-angle vectors in
// radians -> (B, 3, 3), Rodrigues' formula where theta**2 > 1e-6, its Taylor
// series to theta**2 elsewhere (both computed, joined by a where), each in
// Kornia's order of ops; sqrt, sin and cos element by element
// (core::Sqrt, core::ScalarPath), wherever an element falls in the batch.
at::Tensor AxisAngleToRotationMatrix(const at::Tensor& axis_angle);

// Kornia's convert_affinematrix_to_homography(3d): (B, R, C) with a last
// row [0, ..., 0, 1] appended -> (B, R + 1, C) (Kornia pads a zero row and
// adds 1.0 to its last entry: exact zeros and one).
at::Tensor Homography(const at::Tensor& affine);

// Kornia's _inverse_3x3_cross (its eager closed form, kornia.core._small_linalg):
// with columns a, b, c of (..., 3, 3) the inverse's rows are b x c, c x a,
// a x b over det = sum(a * (b x c)); a singular matrix gives inf/NaN.
at::Tensor Inverse3x3(const at::Tensor& m);

}  // namespace kornia::geometry::detail
