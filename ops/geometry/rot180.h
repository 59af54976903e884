// rot180()
//
// The input rotated by 180 degrees, rows and columns reversed (Kornia 0.9
// `kornia.geometry.transform.rot180`): `input.flip({-2, -1})`. Moves values
// only: every dtype, every bit kept.
// Shape:     (*, H, W) -> same
// Dtypes:    every dtype
// Errors:    fewer than 2 dims
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& rot180_op();

at::Tensor rot180(const at::Tensor& input);

}  // namespace kornia::geometry
