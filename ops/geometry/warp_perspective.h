// warp_perspective()
//
// Applies a 3x3 pixel homography M (source -> destination) to an image
// (Kornia 0.9 `kornia.geometry.transform.warp_perspective`), as Kornia's
// eager path computes it: M divided by its projective scale (the magnitude
// nearest 1 of its nonzero range), normalized to grid_sample's frames
// (normalize_homography, align_corners), inverted in closed form (Kornia's
// cross-product adjugate), each destination pixel of a normalized meshgrid
// mapped through it and divided by its w, then grid_sample. One code path:
// Kornia builds its grid with transform_points while it is being traced
// (other bits); here eager and captured runs are the same code.
// float16/bfloat16 images (and their M) are warped in float32 and rounded once
// at the end (CPU half grid_sample is wrong past ~128 px, Kornia #5751).
// A zero dsize gives an empty (B, C, h, w) image after every check.
// Shape:     src (B, C, H, W), M (B, 3, 3) -> (B, C, dsize[0], dsize[1])
// Dtypes:    float16, bfloat16, float32, float64; M in the same dtype
// Errors:    src not 4-D; M not (B, 3, 3); a dtype that is not floating or
//            differs between src and M; dsize < 0; unknown mode ("bilinear",
//            "nearest", "bicubic") or padding_mode ("zeros", "border",
//            "reflection", "fill"); a fill_value (padding "fill": its values
//            where the destination reads outside src; none: zeros) that is
//            complex or whose shape changes the output's when broadcast
// Tolerance: exact (a singular M gives inf/NaN coordinates, as in Kornia; no check)
#pragma once

#include <ATen/core/Tensor.h>

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& warp_perspective_op();

at::Tensor warp_perspective(const at::Tensor& src, const at::Tensor& M,
                            std::array<int64_t, 2> dsize, const std::string& mode = "bilinear",
                            const std::string& padding_mode = "zeros", bool align_corners = true,
                            const std::optional<at::Tensor>& fill_value = std::nullopt);

}  // namespace kornia::geometry
