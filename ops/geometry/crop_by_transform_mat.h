// crop_by_transform_mat()
//
// Warps an image by a per-sample transform onto out_size (Kornia 0.9
// `kornia.geometry.transform.crop_by_transform_mat`): the transform, expanded
// to the batch and converted to the image's dtype, goes to warp_affine where
// it is (.., 2, 3) and to warp_perspective where it is (.., 3, 3) (the shape
// decides, never a value).
// Shape:     input_tensor (B, C, H, W), transform (B, R, 3), (1, R, 3) or
//            (R, 3) with R 2 or 3 -> (B, C, out_size[0], out_size[1])
// Dtypes:    input_tensor float16, bfloat16, float32, float64; transform any
//            real dtype (converted, as Kornia's as_tensor)
// Errors:    input_tensor not 4-D or not floating; transform of another shape
//            or complex; then warp_affine's or warp_perspective's (out_size,
//            mode, padding_mode)
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <array>
#include <cstdint>
#include <string>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& crop_by_transform_mat_op();

at::Tensor crop_by_transform_mat(const at::Tensor& input_tensor, const at::Tensor& transform,
                                 std::array<int64_t, 2> out_size,
                                 const std::string& mode = "bilinear",
                                 const std::string& padding_mode = "zeros",
                                 bool align_corners = true);

}  // namespace kornia::geometry
