// compose_transformations()
//
// The composition of two homogeneous transformations, trans_01 @ trans_12
// (Kornia 0.9 `kornia.geometry.linalg.compose_transformations`): the top
// three rows of each are read, the result is [[R01 R12, R01 t12 + t01], [0, 0,
// 0, 1]] (a projective last row is read as [0, 0, 0, 1], as in Kornia), each
// block by ATen's matmul as Kornia computes it.
// Shape:     trans_01 (N, 4, 4) or (4, 4), trans_12 of the same rank; a batch
//            of 1 broadcasts against N -> (N, 4, 4) or (4, 4)
// Dtypes:    every real dtype but bool (matmul's), one for both
// Errors:    a shape other than (N, 4, 4) or (4, 4); ranks that differ;
//            batches that do not broadcast; dtypes that differ; a bool or
//            complex matrix
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& compose_transformations_op();

at::Tensor compose_transformations(const at::Tensor& trans_01, const at::Tensor& trans_12);

}  // namespace kornia::geometry
