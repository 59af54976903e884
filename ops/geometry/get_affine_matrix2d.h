// get_affine_matrix2d()
//
// The 3 x 3 homogeneous matrices of 2-D affine transforms from their
// components (Kornia 0.9 `kornia.geometry.transform.get_affine_matrix2d`):
// get_rotation_matrix2d(center, -angle, scale) (angle clockwise as
// displayed), translations added to its last column, the homogeneous row
// appended, then, where a shear angle is given, @ get_shear_matrix2d(center,
// sx, sy) (ATen's matmul, as Kornia).
// Shape:     translations, center and scale (B, 2), angle (B), sx and sy
//            (B) or absent -> (B, 3, 3)
// Dtypes:    float16, bfloat16, float32, float64, one for all
// Errors:    a vector other than (B, 2); an angle other than (B); batches
//            that differ; dtypes that differ; a non-floating dtype
// Tolerance: fused replay within 128 ulp (float32); within 1 ulp (float64):
//            the TensorExpr fuser contracts the rotation's 3 x 3 products, the
//            translation and the shear's product into fused multiply-adds;
//            where a sum cancels to near 0 one rounding is many ulps (the
//            measured bound: its case); eager, traced and loaded graphs, and
//            float16/bfloat16, are exact
#pragma once

#include <ATen/core/Tensor.h>

#include <optional>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& get_affine_matrix2d_op();

at::Tensor get_affine_matrix2d(const at::Tensor& translations, const at::Tensor& center,
                               const at::Tensor& scale, const at::Tensor& angle,
                               const std::optional<at::Tensor>& sx = std::nullopt,
                               const std::optional<at::Tensor>& sy = std::nullopt);

}  // namespace kornia::geometry
