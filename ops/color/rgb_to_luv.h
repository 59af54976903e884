// rgb_to_luv()
//
// sRGB to CIE L*u*v* (Kornia 0.9 `kornia.color.rgb_to_luv`), D65 white and
// the 2-degree observer: rgb_to_linear_rgb, rgb_to_xyz, L = y > 0.008856 ?
// 116 y ** (1/3) - 16 : 903.3 y (both sides computed and one chosen by
// where), u' = 4x / (x + 15y + 3z + eps), v' = 9y / (x + 15y + 3z + eps),
// u = 13 L (u' - u'_white), v = 13 L (v' - v'_white); Kornia's op sequence,
// the white's (u', v') computed in double as Kornia's Python floats are.
// float16/bfloat16 images compute in float32 and round once at the end, as
// Kornia does (so eps = 1e-12 stays representable). The pow goes through
// libm's scalar kernel (core::ScalarPath). No clamp; NaN propagates.
// Shape:     (*, 3, H, W) -> (*, 3, H, W)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    fewer than 3 dims or C != 3; a non-floating dtype
// Tolerance: fused replay within 512 ulp (float32); within 5e-4 abs (float32);
//            within 64 ulp (float16); within 8 ulp (bfloat16): the TensorExpr
//            fuser computes the float32 pows with its own code, not libm's; u'
//            - u'_white cancels to near 0 near the white point, and the
//            mixed-sign XYZ of out-of-range values cancel in x + 15y + 3z (the
//            measured bound: its case), so float32 is judged per element in ulp
//            or absolutely (the measured bound: its case)
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& rgb_to_luv_op();

at::Tensor rgb_to_luv(const at::Tensor& image, double eps = 1e-12);

}  // namespace kornia::color
