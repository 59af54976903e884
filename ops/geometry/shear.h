// shear()
//
// Shears an image by raw factors (shx, shy) about pixel (0, 0) (Kornia 0.9
// `kornia.geometry.transform.shear`): x_out = x + shx * y, y_out = y + shy *
// x, the identity with the factors added off its diagonal (Kornia's eye_like
// and in-place adds, 0 + shx), then Kornia's affine (warp_affine onto the
// image's own size). align_corners defaults to False, as Kornia's function's.
// Shape:     tensor (B, C, H, W) or (C, H, W), shear (B, 2) or (1, 2)
//            ((N, 2) for one image: N warps of it) -> tensor's shape
// Dtypes:    float16, bfloat16, float32, float64; shear in the image's dtype
// Errors:    tensor not 3-D/4-D or not floating; shear of another shape or
//            dtype; unknown mode ("bilinear", "nearest", "bicubic") or
//            padding_mode ("zeros", "border", "reflection", "fill")
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <string>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& shear_op();

at::Tensor shear(const at::Tensor& tensor, const at::Tensor& shear,
                 const std::string& mode = "bilinear", const std::string& padding_mode = "zeros",
                 bool align_corners = false);

}  // namespace kornia::geometry
