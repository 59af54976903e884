// relative_transformation()
//
// The relative transformation from trans_01 to trans_02, (trans_01)^-1 @
// trans_02 for a rigid trans_01 (Kornia 0.9
// `kornia.geometry.linalg.relative_transformation`): [[R01^T R02, R01^T (t02 -
// t01)], [0, 0, 0, 1]], by ATen's matmul as Kornia computes it. Not
// validated, as in Kornia: a non-rigid trans_01 or a projective trans_02 gives
// a wrong result silently.
// Shape:     trans_01 (N, 4, 4) or (4, 4), trans_02 of the same rank; a batch
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
const core::OpSpec& relative_transformation_op();

at::Tensor relative_transformation(const at::Tensor& trans_01, const at::Tensor& trans_02);

}  // namespace kornia::geometry
