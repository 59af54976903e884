// A 3x3 color matrix applied along the channel dimension, shared by the
// linear conversions of ops/color (rgb_to_xyz, xyz_to_rgb, rgb_to_yuv,
// yuv_to_rgb). This package's own helper, not an op.
#pragma once

#include <ATen/core/Tensor.h>

#include <array>

namespace kornia::color::detail {

using ColorMatrix = std::array<std::array<double, 3>, 3>;

// out[o] = (m[o][0] * c0 + m[o][1] * c1) + m[o][2] * c2 for the channels c of
// a (*, 3, H, W) image, as separate multiplies and adds (no contraction, so
// the bits do not depend on a BLAS kernel or the CPU): in float32 for
// float16/bfloat16 images, rounded once to the image dtype at the end;
// float32 and float64 in their own dtype. Kornia 0.9 computes the same sums
// with einsum (a BLAS bmm whose order and fused multiply-adds are the
// library's), so it may differ by rounding.
at::Tensor ApplyColorMatrix(const at::Tensor& image, const ColorMatrix& m);

}  // namespace kornia::color::detail
