// ycbcr_to_rgb()
//
// YCbCr to RGB (Kornia 0.9 `kornia.color.ycbcr_to_rgb`), full range, unit
// scale, Kornia's op sequence in the image dtype: r = y + 1.4025245442 cr',
// g = y - 0.7144034731 cr' - 0.3443401356 cb', b = y + 1.7730496454 cb'
// (cb' = cb - 0.5, cr' = cr - 0.5), then clamped to [0, 1] (NaN kept).
// Shape:     (*, 3, H, W) -> (*, 3, H, W)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    fewer than 3 dims or C != 3; a non-floating dtype
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& ycbcr_to_rgb_op();

at::Tensor ycbcr_to_rgb(const at::Tensor& image);

}  // namespace kornia::color
