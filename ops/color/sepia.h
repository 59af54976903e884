// sepia()
//
// Sepia tone (Kornia 0.9 `kornia.color.sepia`, i.e. sepia_from_rgb), Kornia's
// op sequence in the image dtype: each output channel a weighted sum of
// r, g, b ((w0 * r + w1 * g) + w2 * b, weights 0.393/0.769/0.189,
// 0.349/0.686/0.168, 0.272/0.534/0.131); with `rescale`, divided by its
// sample's maximum over (C, H, W) plus `eps` (one divisor per leading
// index, so a sample's result never depends on the others).
// Shape:     (*, 3, H, W) -> (*, 3, H, W)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    fewer than 3 dims or C != 3; a non-floating dtype
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& sepia_op();

at::Tensor sepia(const at::Tensor& input, bool rescale = true, double eps = 1e-6);

}  // namespace kornia::color
