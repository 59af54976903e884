// yuv_to_rgb()
//
// YUV to RGB (Kornia 0.9 `kornia.color.yuv_to_rgb`): the inverse of
// rgb_to_yuv's matrix; RGB may leave [0, 1] (nothing is clamped).
// Applied by detail::ApplyColorMatrix (color_matrix.h): separate multiplies
// and adds, in float32 for float16/bfloat16 images (rounded once at the end),
// float32 and float64 in their own dtype. Kornia's einsum (a BLAS bmm) may
// round differently: the parity tool holds it to torch.testing's tolerance.
// Shape:     (*, 3, H, W) -> (*, 3, H, W)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    fewer than 3 dims or C != 3; a non-floating dtype
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& yuv_to_rgb_op();

at::Tensor yuv_to_rgb(const at::Tensor& image);

}  // namespace kornia::color
