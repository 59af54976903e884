// equalize()
//
// Histogram equalization of each channel of each image (Kornia 0.9
// `kornia.enhance.equalize`, PIL's ImageOps.equalize): values quantized to
// 256 levels (x * 255, truncated), a LUT from the cumulative histogram, the
// output level / 255; a channel with a single level comes back as it is.
// Kornia's own single-path form: a scatter_add histogram, a cumsum LUT and
// wheres (ops/enhance/equalize_lut.h), exact integer arithmetic throughout,
// so every layout and thread count gives the same bits.
// Shape:     (*, C, H, W) -> same
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    a non-floating image; fewer than 3 dims or an empty C, H or W.
//            A value outside [0, 1] (x * 255 outside (-1, 256)) or NaN is a
//            value check that stays in the graph (AssertInGraph).
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& equalize_op();

at::Tensor equalize(const at::Tensor& input);

}  // namespace kornia::enhance
