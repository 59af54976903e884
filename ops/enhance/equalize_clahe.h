// equalize_clahe()
//
// Contrast-limited adaptive histogram equalization of each channel of each
// image (Kornia 0.9 `kornia.enhance.equalize_clahe`, OpenCV's clahe.cpp
// LUTs): the image is reflect-padded at its end to grid_size tiles of
// ceil(H / GH) x ceil(W / GW) pixels; each tile's 256-bin histogram of the
// levels (x * 255, truncated, in the image dtype) is clipped at
// max(floor(clip_limit * pixels / 256), 1) with the clipped mass spread as
// OpenCV spreads it (an equal share to every bin, the residual to every
// step-th bin), its cumulative sum scaled by 255 / pixels and rounded is the
// tile's LUT; each pixel blends the LUTs of the four nearest tile centres
// bilinearly (weights 1 / tile_size apart, anchored at each tile's centre,
// clamped at the border) and the result / 255 is cropped back. A clip_limit
// <= 0 disables clipping, as Kornia's. slow_and_differentiable takes the
// LUTs from histogram()'s kernel density (bandwidth 0.001, unrounded).
// Counts, clipping and LUTs are float32 (float64 for float64 images): exact
// integer arithmetic on the default path, in any order; the blend is in the
// image dtype, as Kornia's.
// One formula for every tile size: Kornia blends odd tiles with this
// formula and even tiles (both natural tile sizes even) with an equivalent
// one in another op order (weights from a reversed arange, addcmul), which
// rounds differently by an ulp or so; ours is single-path in both
// (conformance/KORNIA_PARITY.md explains it). The clip_limit tensor form
// (one limit per image, as Kornia's RandomClahe passes) traces to one graph
// that replays across limits, a limit <= 0 disabling that image's clipping
// by where.
// Shape:     (*, C, H, W) -> same, H > GH and W > GW; a clip_limit tensor
//            (B,) with B the product of the leading dims (1 for (C, H, W))
// Dtypes:    float16, bfloat16, float32, float64 (a clip_limit tensor of
//            any floating dtype, read in float64)
// Errors:    a non-floating image; fewer than 3 dims or any empty dim (an empty
//            batch too, as Kornia's);
//            grid_size not positive; H <= GH or W <= GW; a NaN host
//            clip_limit; a clip_limit tensor of another shape or a
//            non-floating one. A value outside [0, 1] (x * 255 outside
//            (-1, 256)) or NaN, and a NaN in a clip_limit tensor, are value
//            checks that stay in the graph (AssertInGraph).
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <array>
#include <cstdint>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& equalize_clahe_op();

at::Tensor equalize_clahe(const at::Tensor& input, double clip_limit = 40.0,
                          std::array<int64_t, 2> grid_size = {8, 8},
                          bool slow_and_differentiable = false);
at::Tensor equalize_clahe(const at::Tensor& input, const at::Tensor& clip_limit,
                          std::array<int64_t, 2> grid_size = {8, 8},
                          bool slow_and_differentiable = false);

}  // namespace kornia::enhance
