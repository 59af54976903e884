// get_projective_transform()
//
// The 3 x 4 projection matrices of 3-D rotations with scale about a center
// (Kornia 0.9 `kornia.geometry.transform.get_projective_transform`): R the
// rotation of the axis-angle vector angles * (pi / 180) (Kornia's
// axis_angle_to_rotation_matrix), S = diag(scales), formed as Kornia forms
// it: from_origin @ [[R @ S, 0], [0, 1]] @ to_origin, 4 x 4 products by
// ATen's matmul; to_origin, the inverse of the unit triangular
// [[I, 0 + center], [0, 1]], in closed form ([[I, -(0 + center)], [0, 1]]:
// Kornia's linalg.inv_ex of it, without a LAPACK call in the graph).
// Shape:     center, angles and scales (B, 3) -> (B, 3, 4)
// Dtypes:    float16, bfloat16, float32, float64, one for all three
// Errors:    a parameter other than (B, 3); batches that differ; dtypes that
//            differ; a non-floating dtype
// Tolerance: fused replay within 32 ulp (float32): the TensorExpr fuser
//            contracts the 4 x 4 products and Rodrigues' sums into fused
//            multiply-adds; where a sum cancels to near 0 one rounding is many
//            ulps (the measured bound: its case); eager, traced and loaded
//            graphs, and float16/bfloat16, are exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& get_projective_transform_op();

at::Tensor get_projective_transform(const at::Tensor& center, const at::Tensor& angles,
                                    const at::Tensor& scales);

}  // namespace kornia::geometry
