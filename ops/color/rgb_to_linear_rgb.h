// rgb_to_linear_rgb()
//
// sRGB to linear RGB (Kornia 0.9 `kornia.color.rgb_to_linear_rgb`), Kornia's
// op sequence in the image dtype: x > 0.04045 ? ((x + 0.055).clamp(min=0) /
// 1.055) ** 2.4 : x / 12.92, both sides computed and one chosen by where
// (the threshold is compared in the image dtype, as Kornia's `>` does). NaN
// compares false and stays NaN through x / 12.92. The pow goes through
// libm's scalar kernel for every element (core::ScalarPath), so an element's
// bits do not depend on the layout or the thread split, as they do with
// Kornia's at::pow (its vector kernel rounds otherwise than its scalar tail;
// float32 results differ from Kornia's by an ulp or two on most elements).
// Shape:     (*, 3, H, W) -> (*, 3, H, W)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    fewer than 3 dims or C != 3; a non-floating dtype
// Tolerance: fused replay within 64 ulp (float32): the TensorExpr fuser
//            computes the float32 pow with its own code (the measured bound:
//            its case); eager, traced and loaded graphs, float64 and half are
//            exact
#pragma once

#include <ATen/core/Tensor.h>
#include <ATen/ops/pow.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& rgb_to_linear_rgb_op();

at::Tensor rgb_to_linear_rgb(const at::Tensor& image);

}  // namespace kornia::color
