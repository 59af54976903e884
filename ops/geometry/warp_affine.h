// warp_affine()
//
// Applies a 2x3 pixel affine transform M (source -> destination) to an image
// (Kornia 0.9 `kornia.geometry.transform.warp_affine`), in Kornia's eager
// chain op for op: M as a homography, normalize_homography, its closed-form
// inverse, that affine map applied to the base grid of grid_sample's
// normalized destination centres, grid_sample. The base grid holds
// torch.linspace's values on CPUs with FMA (made on the host, the same on
// every CPU). One code path: Kornia 0.9 switches to affine_grid while it is
// traced (other bits); here the traced graph is the eager function. One
// matrix for the batch warps every image through one grid (a view).
// float16/bfloat16 images (and their M) are warped in float32 and rounded once
// at the end (CPU half grid_sample is wrong past ~128 px, Kornia #5751).
// A zero dsize returns the empty (B, C, dsize) image after every check.
// Shape:     src (B, C, H, W), M (B, 2, 3) or (1, 2, 3) -> (B, C, dsize[0], dsize[1])
// Dtypes:    float16, bfloat16, float32, float64; M in the same dtype
// Errors:    src not 4-D; M not (B, 2, 3)/(1, 2, 3); a dtype that is not
//            floating or differs between src and M; dsize < 0; unknown mode
//            ("bilinear", "nearest", "bicubic") or padding_mode ("zeros",
//            "border", "reflection", "fill"); a fill_value (padding "fill":
//            its values where the destination reads outside src, Kornia's
//            _fill_and_warp; none: zeros) that is complex or whose shape
//            changes the output's when broadcast
// Tolerance: exact (a singular M gives inf/NaN, as in Kornia; no check)
#pragma once

#include <ATen/core/Tensor.h>

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& warp_affine_op();

at::Tensor warp_affine(const at::Tensor& src, const at::Tensor& M, std::array<int64_t, 2> dsize,
                       const std::string& mode = "bilinear",
                       const std::string& padding_mode = "zeros", bool align_corners = true,
                       const std::optional<at::Tensor>& fill_value = std::nullopt);

}  // namespace kornia::geometry
