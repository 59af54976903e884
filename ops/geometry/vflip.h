// vflip()
//
// The input's rows reversed, top to bottom (Kornia 0.9 `kornia.geometry.transform.vflip`):
// `input.flip(-2).contiguous()`. Moves values only: every dtype, every bit kept.
// Shape:     (*, H, W) -> same
// Dtypes:    every dtype
// Errors:    fewer than 2 dims
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& vflip_op();

at::Tensor vflip(const at::Tensor& input);

}  // namespace kornia::geometry
