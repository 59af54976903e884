// rgb_to_yuv()
//
// RGB to YUV (Kornia 0.9 `kornia.color.rgb_to_yuv`): Y in [0, 1], U in
// [-0.436, 0.436], V in [-0.615, 0.615] for RGB in [0, 1].
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
const core::OpSpec& rgb_to_yuv_op();

at::Tensor rgb_to_yuv(const at::Tensor& image);

}  // namespace kornia::color
