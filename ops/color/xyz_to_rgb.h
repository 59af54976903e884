// xyz_to_rgb()
//
// CIE XYZ to linear RGB (Kornia 0.9 `kornia.color.xyz_to_rgb`): the inverse
// D65 matrix; the result is linear RGB and may leave [0, 1] (no clamp).
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
const core::OpSpec& xyz_to_rgb_op();

at::Tensor xyz_to_rgb(const at::Tensor& image);

}  // namespace kornia::color
