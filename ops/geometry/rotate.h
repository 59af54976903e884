// rotate()
//
// Rotates an image counter-clockwise (as displayed) about a centre (Kornia
// 0.9 `kornia.geometry.transform.rotate`): get_rotation_matrix2d(center,
// angle, scale 1) in the image's dtype, then Kornia's affine (warp_affine
// onto the image's own size). The centre defaults to the image's,
// ((W - 1) / 2, (H - 1) / 2). One angle and one centre for a batch give one
// matrix whose grid warps every image (Kornia's eager path; the same bits as
// one matrix per image).
// Shape:     tensor (B, C, H, W) or (C, H, W), angle (), (1) or (B) degrees,
//            center (2), (1, 2) or (B, 2) -> tensor's shape
// Dtypes:    float16, bfloat16, float32, float64; angle and center in the
//            image's dtype
// Errors:    tensor not 3-D/4-D or not floating; angle or center of another
//            shape or dtype; unknown mode ("bilinear", "nearest", "bicubic")
//            or padding_mode ("zeros", "border", "reflection", "fill")
// Tolerance: fused replay within 2e-6 abs (float32): the TensorExpr fuser
//            computes the rotation's cos and sin with its own code and
//            contracts its matrix products into FMAs; eager, traced and
//            loaded graphs are exact
#pragma once

#include <ATen/core/Tensor.h>

#include <optional>
#include <string>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& rotate_op();

at::Tensor rotate(const at::Tensor& tensor, const at::Tensor& angle,
                  const std::optional<at::Tensor>& center = std::nullopt,
                  const std::string& mode = "bilinear", const std::string& padding_mode = "zeros",
                  bool align_corners = true);

}  // namespace kornia::geometry
