// hls_to_rgb()
//
// HLS to RGB (Kornia 0.9 `kornia.color.hls_to_rgb`): hue in radians (any
// value; taken modulo 2*pi through k mod 12), lightness and saturation in
// [0, 1]. Kornia's op sequence in the image dtype: k = (6 h / pi + n) mod 12
// for n = 0, 8, 4 (r, g, b), a = s * min(l, 1 - l), channel =
// l - a * clamp(min(k - 3, 9 - k), -1, 1) (addcmul, value -1).
// Shape:     (*, 3, H, W) -> (*, 3, H, W)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    fewer than 3 dims or C != 3; a non-floating dtype
// Tolerance: fused replay within 256 ulp (float32, float64): the TensorExpr
//            fuser rounds l - a * mink once where addcmul rounds twice; where
//            the channel cancels to near 0 one operand rounding is many ulps of
//            the result (the measured bound: its case); eager, traced and
//            loaded graphs, and float16/bfloat16, are exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& hls_to_rgb_op();

at::Tensor hls_to_rgb(const at::Tensor& image);

}  // namespace kornia::color
