// lab_to_rgb()
//
// CIE L*a*b* to sRGB (Kornia 0.9 `kornia.color.lab_to_rgb`), D65 white and
// the 2-degree observer: fy = (L + 16) / 116, fx = a / 500 + fy, fz = fy -
// b / 200 clamped at 0; t = f > 0.2068966 ? f ** 3 : (f - 4/29) / 7.787;
// times the white (0.95047, 1, 1.08883), xyz_to_rgb, linear_rgb_to_rgb, and
// with `clip` (default true) a clamp to [0, 1]; Kornia's op sequence (f ** 3
// as f * f * f, which is what ATen's pow computes for the exponent 3).
// float16/bfloat16 images compute in float32 and round once at the end, as
// Kornia does. Out-of-gamut colors leave [0, 1] unless clipped; NaN
// propagates (clamp keeps it).
// Shape:     (*, 3, H, W) -> (*, 3, H, W)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    fewer than 3 dims or C != 3; a non-floating dtype
// Tolerance: fused replay within 8 ulp (float32): the TensorExpr fuser computes
//            linear_rgb_to_rgb's float32 pow with its own code, not libm's (the
//            measured bound: its case); half images are exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& lab_to_rgb_op();

at::Tensor lab_to_rgb(const at::Tensor& image, bool clip = true);

}  // namespace kornia::color
