// rgb_to_lab()
//
// sRGB to CIE L*a*b* (Kornia 0.9 `kornia.color.rgb_to_lab`), D65 white and
// the 2-degree observer: rgb_to_linear_rgb, rgb_to_xyz, division by the white
// (0.95047, 1, 1.08883), f(t) = t > 0.008856 ? t ** (1/3) : 7.787 t + 4/29
// (both sides computed and one chosen by where), then L = 116 f(y) - 16,
// a = 500 (f(x) - f(y)), b = 200 (f(y) - f(z)); Kornia's op sequence.
// float16/bfloat16 images compute in float32 and round once at the end, as
// Kornia does. Every pow goes through libm's scalar kernel (core::ScalarPath),
// so an element's bits do not depend on layout or thread split. L is in
// [0, 100] and a, b in about [-128, 127] for images in [0, 1]; other values
// are converted as they come (no clamp). NaN propagates.
// Shape:     (*, 3, H, W) -> (*, 3, H, W)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    fewer than 3 dims or C != 3; a non-floating dtype
// Tolerance: fused replay within 64 ulp (float32); within 5e-4 abs (float32);
//            within 32 ulp (float16); within 8 ulp (bfloat16): the TensorExpr
//            fuser computes the float32 pows with its own code, not libm's; a =
//            500 (f(x) - f(y)) cancels to near 0 on near-grey pixels, so
//            float32 is judged per element in ulp or absolutely (the measured
//            bound: its case)
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& rgb_to_lab_op();

at::Tensor rgb_to_lab(const at::Tensor& image);

}  // namespace kornia::color
