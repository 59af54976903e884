// get_shear_matrix3d()
//
// The 4 x 4 homogeneous matrices of 3-D shears about a center, x then y
// then z (Kornia 0.9 `kornia.geometry.transform.get_shear_matrix3d`): the
// six angles' tangents give the linear part (Kornia's _compute_shear_matrix_3d
// on the negated tangents) and the translation (on the tangents themselves,
// minus the center's y and z), each entry by Kornia's own elementwise ops in
// its order (tan by libm on every element, core::ScalarPath; an absent
// angle is a zero one, its negated tangent -0.0).
// Shape:     center (B, 3), sxy, sxz, syx, syz, szx and szy (B) or absent
//            -> (B, 4, 4)
// Dtypes:    float16, bfloat16, float32, float64, one for all
// Errors:    a center other than (B, 3); an angle other than (B); batches
//            that differ; dtypes that differ; a non-floating dtype
// Tolerance: fused replay within 128 ulp (float32); within 1024 ulp (float64):
//            the TensorExpr fuser contracts the translation's sums of
//            products, minus y and z into fused multiply-adds; where a sum
//            cancels to near 0 one rounding is many ulps (the measured bound:
//            its case); eager, traced and loaded graphs, and float16/bfloat16,
//            are exact
#pragma once

#include <ATen/core/Tensor.h>

#include <optional>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& get_shear_matrix3d_op();

at::Tensor get_shear_matrix3d(const at::Tensor& center,
                              const std::optional<at::Tensor>& sxy = std::nullopt,
                              const std::optional<at::Tensor>& sxz = std::nullopt,
                              const std::optional<at::Tensor>& syx = std::nullopt,
                              const std::optional<at::Tensor>& syz = std::nullopt,
                              const std::optional<at::Tensor>& szx = std::nullopt,
                              const std::optional<at::Tensor>& szy = std::nullopt);

}  // namespace kornia::geometry
