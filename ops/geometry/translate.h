// translate()
//
// Translates an image by (dx, dy) pixels (Kornia 0.9
// `kornia.geometry.transform.translate`): the identity with the shift added
// to its last column (Kornia's eye_like and in-place adds, 0 + dx), then
// Kornia's affine (warp_affine onto the image's own size).
// Shape:     tensor (B, C, H, W) or (C, H, W), translation (B, 2) or (1, 2)
//            ((N, 2) for one image: N warps of it) -> tensor's shape
// Dtypes:    float16, bfloat16, float32, float64; translation in the
//            image's dtype
// Errors:    tensor not 3-D/4-D or not floating; translation of another
//            shape or dtype; unknown mode ("bilinear", "nearest", "bicubic")
//            or padding_mode ("zeros", "border", "reflection", "fill")
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <string>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& translate_op();

at::Tensor translate(const at::Tensor& tensor, const at::Tensor& translation,
                     const std::string& mode = "bilinear",
                     const std::string& padding_mode = "zeros", bool align_corners = true);

}  // namespace kornia::geometry
