// rgb_to_ycbcr()
//
// RGB to YCbCr (Kornia 0.9 `kornia.color.rgb_to_ycbcr`), full range, unit
// scale: y = 0.299 r + 0.587 g + 0.114 b, cb = (b - y) * 0.564 + 0.5,
// cr = (r - y) * 0.713 + 0.5, Kornia's op sequence in the image dtype
// (bit for bit Kornia's result).
// Shape:     (*, 3, H, W) -> (*, 3, H, W)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    fewer than 3 dims or C != 3; a non-floating dtype
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& rgb_to_ycbcr_op();

at::Tensor rgb_to_ycbcr(const at::Tensor& image);

}  // namespace kornia::color
