// get_affine_matrix3d()
//
// The 4 x 4 homogeneous matrices of 3-D affine transforms from their
// components (Kornia 0.9 `kornia.geometry.transform.get_affine_matrix3d`):
// get_projective_transform(center, -angles, scale), translations added to
// its last column, the homogeneous row appended, then, where a shear angle
// is given, @ get_shear_matrix3d(center, sxy, sxz, syx, syz, szx, szy)
// (ATen's matmul, as Kornia).
// Shape:     translations, center, scale and angles (B, 3) (Kornia's
//            docstring says scale (B); its get_projective_transform takes
//            (B, 3), as RandomAffine3D passes it), the six shear angles (B)
//            or absent -> (B, 4, 4)
// Dtypes:    float16, bfloat16, float32, float64, one for all
// Errors:    a vector other than (B, 3); an angle other than (B); batches
//            that differ; dtypes that differ; a non-floating dtype
// Tolerance: fused replay within 512 ulp (float32); within 32 ulp (float64):
//            the TensorExpr fuser contracts the 4 x 4 products, Rodrigues'
//            sums and the shear's translation into fused multiply-adds; where
//            a sum cancels to near 0 one rounding is many ulps (the measured
//            bound: its case); eager, traced and loaded graphs, and
//            float16/bfloat16, are exact
#pragma once

#include <ATen/core/Tensor.h>

#include <optional>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& get_affine_matrix3d_op();

at::Tensor get_affine_matrix3d(const at::Tensor& translations, const at::Tensor& center,
                               const at::Tensor& scale, const at::Tensor& angles,
                               const std::optional<at::Tensor>& sxy = std::nullopt,
                               const std::optional<at::Tensor>& sxz = std::nullopt,
                               const std::optional<at::Tensor>& syx = std::nullopt,
                               const std::optional<at::Tensor>& syz = std::nullopt,
                               const std::optional<at::Tensor>& szx = std::nullopt,
                               const std::optional<at::Tensor>& szy = std::nullopt);

}  // namespace kornia::geometry
