// shift_rgb()
//
// Adds r_shift, g_shift and b_shift to the red, green and blue channels and
// clamps to [0, 1] (Kornia 0.9 `kornia.enhance.shift_rgb`): the three are
// stacked into one (B, 3, 1, 1) shift in the image dtype, as Kornia does.
// Shape:     (B, 3, H, W) -> same; each shift of shape (B,) or (1,) (Kornia's
//            forms), or () for one value for every sample; all three alike
// Dtypes:    float16, bfloat16, float32, float64 (shifts are cast to the
//            image dtype)
// Errors:    a non-floating image; not 4 dims or C != 3; a shift of another
//            shape, or shifts of different shapes
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& shift_rgb_op();

at::Tensor shift_rgb(const at::Tensor& image, const at::Tensor& r_shift, const at::Tensor& g_shift,
                     const at::Tensor& b_shift);

}  // namespace kornia::enhance
