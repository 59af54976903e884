// linear_rgb_to_rgb()
//
// Linear RGB to sRGB (Kornia 0.9 `kornia.color.linear_rgb_to_rgb`), Kornia's
// op sequence in the image dtype: x > 0.0031308 ? 1.055 *
// x.clamp(min=0.0031308) ** (1 / 2.4) - 0.055 : 12.92 * x, both sides
// computed and one chosen by where. NaN compares false and stays NaN. The
// pow goes through libm's scalar kernel for every element (core::ScalarPath,
// as in rgb_to_linear_rgb): the bits depend on the element alone.
// Shape:     (*, 3, H, W) -> (*, 3, H, W)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    fewer than 3 dims or C != 3; a non-floating dtype
// Tolerance: fused replay within 16 ulp (float32): the TensorExpr fuser
//            computes the float32 pow with its own code (the measured bound:
//            its case); eager, traced and loaded graphs, float64 and half are
//            exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& linear_rgb_to_rgb_op();

at::Tensor linear_rgb_to_rgb(const at::Tensor& image);

}  // namespace kornia::color
