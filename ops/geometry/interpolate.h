// Bilinear resampling for resize, rescale, resize_to_be_divisible, pyrdown
// and pyrup: torch.nn.functional.interpolate(mode='bilinear') without
// antialias, in fixed-order elementwise ops.
//
// Why not ATen's upsample_bilinear2d: its CPU kernel's bits depend on the
// thread count (2 threads differ from 1 on 16k of 46k float32 outputs of a
// 2 x 3 x 128 x 128 -> 96 x 80 resize, torch 2.14.1), since the compiler
// contracts its `t0 * w0 + t1 * w1` into FMAs in some of its loop variants and
// not in others, and which variant a row takes depends on where the threads
// split the work. Here the same formula runs as separate multiplies and adds:
// the taps and weights of ATen's HelperInterpLinear (source index scale * (i +
// 0.5) - 0.5, or scale * i under align_corners, clamped at 0; lambda its
// fraction; computed in the op math type, float for float32 and the half
// types, double for float64), the row interpolated along W first, then the
// rows along H, each as t0 * w0 + t1 * w1. The result is the same on every
// thread count and CPU, and within a few ulp of ATen's (Kornia's).
#pragma once

#include <ATen/core/Tensor.h>

#include <array>
#include <cstdint>

namespace kornia::geometry::detail {

// A floating (N, C, H, W) image resampled to (N, C, size[0], size[1]);
// float16 and bfloat16 in float32, rounded once at the end.
at::Tensor Bilinear(const at::Tensor& image, std::array<int64_t, 2> size, bool align_corners);

}  // namespace kornia::geometry::detail
