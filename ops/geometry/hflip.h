// hflip()
//
// The input's columns reversed, left to right (Kornia 0.9 `kornia.geometry.transform.hflip`):
// `input.flip(-1).contiguous()`. Moves values only: every dtype, every bit kept.
// Shape:     (*, W), any rank >= 1 -> same
// Dtypes:    every dtype
// Errors:    no dims
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& hflip_op();

at::Tensor hflip(const at::Tensor& input);

}  // namespace kornia::geometry
