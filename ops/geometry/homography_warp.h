// homography_warp()
//
// Warps an image by destination -> source homographies (Kornia 0.9
// `kornia.geometry.transform.homography_warp`). With normalized_homography
// (the default) the homography maps grid_sample's normalized frame:
//   - normalized_coordinates: a normalized destination meshgrid (align_corners,
//     in the image's dtype) through warp_grid;
//   - else the homography maps pixels: the pixel meshgrid (float32 for a half
//     homography) times the homography divided by its projective scale, one
//     column product per coordinate (Kornia's _warp_pixel_grid), w divided
//     out, then normalized to the source's frame per axis and returned to the
//     homography's dtype;
// then grid_sample (float16/bfloat16 in float32, rounded once at the end).
// Without normalized_homography it is warp_perspective of the pixel
// homography (its fill padding too).
// Shape:     patch_src (B, C, H, W), src_homo_dst (B, 3, 3) or (B, 1, 3, 3)
//            -> (B, C, dsize[0], dsize[1]); a zero dsize gives that empty image
// Dtypes:    float16, bfloat16, float32, float64; src_homo_dst in patch_src's
// Errors:    patch_src not 4-D or not floating; src_homo_dst not (B, 3, 3) or
//            (B, 1, 3, 3), not floating or of another dtype; dsize < 0; unknown
//            mode ("bilinear", "nearest", "bicubic") or padding_mode ("zeros",
//            "border", "reflection")
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <array>
#include <cstdint>
#include <string>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& homography_warp_op();

at::Tensor homography_warp(const at::Tensor& patch_src, const at::Tensor& src_homo_dst,
                           std::array<int64_t, 2> dsize, const std::string& mode = "bilinear",
                           const std::string& padding_mode = "zeros", bool align_corners = false,
                           bool normalized_coordinates = true, bool normalized_homography = true);

}  // namespace kornia::geometry
