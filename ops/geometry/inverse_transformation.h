// inverse_transformation()
//
// The inverse of a rigid homogeneous transformation [R | t] (Kornia 0.9
// `kornia.geometry.linalg.inverse_transformation`): [[R^T, -R^T t], [0, 0, 0,
// 1]], by ATen's matmul as Kornia computes it. Not validated, as in Kornia: a
// scaled, sheared or projective matrix gives a result that is not its inverse.
// Shape:     (N, 4, 4) or (4, 4) -> same
// Dtypes:    every real dtype but bool (negation and matmul refuse bool)
// Errors:    a shape other than (N, 4, 4) or (4, 4); a bool or complex matrix
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& inverse_transformation_op();

at::Tensor inverse_transformation(const at::Tensor& trans_12);

}  // namespace kornia::geometry
