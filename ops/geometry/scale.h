// scale()
//
// Scales an image about a centre (Kornia 0.9
// `kornia.geometry.transform.scale`): get_rotation_matrix2d(center, angle 0,
// scale_factor) in the image's dtype, then Kornia's affine (warp_affine onto
// the image's own size). One factor is isotropic; the centre defaults to the
// image's, ((W - 1) / 2, (H - 1) / 2). One factor and one centre for a batch
// give one matrix whose grid warps every image (the same bits as one matrix
// per image).
// Shape:     tensor (B, C, H, W) or (C, H, W), scale_factor (), (N), (N, 1)
//            or (N, 2), center (2), (1, 2) or (B, 2), N 1 or B -> tensor's
//            shape
// Dtypes:    float16, bfloat16, float32, float64; scale_factor and center in
//            the image's dtype
// Errors:    tensor not 3-D/4-D or not floating; scale_factor or center of
//            another shape or dtype; unknown mode ("bilinear", "nearest",
//            "bicubic") or padding_mode ("zeros", "border", "reflection",
//            "fill")
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <optional>
#include <string>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& scale_op();

at::Tensor scale(const at::Tensor& tensor, const at::Tensor& scale_factor,
                 const std::optional<at::Tensor>& center = std::nullopt,
                 const std::string& mode = "bilinear", const std::string& padding_mode = "zeros",
                 bool align_corners = true);

}  // namespace kornia::geometry
