// equalize3d()
//
// equalize() over volumes (Kornia 0.9 `kornia.enhance.equalize3d`): one
// histogram and LUT per channel of each volume, over its D x H x W values;
// the same single-path form (ops/enhance/equalize_lut.h).
// Shape:     (*, C, D, H, W) -> same
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    a non-floating volume; fewer than 4 dims or an empty C, D, H or
//            W. A value outside [0, 1] or NaN is a value check that stays in
//            the graph (AssertInGraph).
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& equalize3d_op();

at::Tensor equalize3d(const at::Tensor& input);

}  // namespace kornia::enhance
