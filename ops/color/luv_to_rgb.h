// luv_to_rgb()
//
// CIE L*u*v* to sRGB (Kornia 0.9 `kornia.color.luv_to_rgb`), D65 white and
// the 2-degree observer: y = L > 7.999625 ? ((L + 16) / 116) ** 3 : L /
// 903.3 (both sides computed and one chosen by where), a = u'_white + u /
// (13 L + eps), d = v'_white + v / (13 L + eps), c = 3 y (5 d - 3), z =
// ((a - 4) c - 15 a d y) / (12 d + eps), x = -(c / (d + eps) + 3 z), then
// xyz_to_rgb and linear_rgb_to_rgb (no clamp); Kornia's op sequence (the
// cube as t * t * t, which is what ATen's pow computes for the exponent 3).
// float16/bfloat16 images compute in float32 and round once at the end, as
// Kornia does. L = 0 divides u and v by eps: Kornia's result there (huge or
// inf, NaN for 0 / eps * 0) is kept, not hidden. NaN propagates.
// Shape:     (*, 3, H, W) -> (*, 3, H, W)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    fewer than 3 dims or C != 3; a non-floating dtype
// Tolerance: fused replay within 16 ulp (float32): the TensorExpr fuser
//            computes linear_rgb_to_rgb's float32 pow with its own code, not
//            libm's (the measured bound: its case); half images are exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& luv_to_rgb_op();

at::Tensor luv_to_rgb(const at::Tensor& image, double eps = 1e-12);

}  // namespace kornia::color
