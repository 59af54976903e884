// normals_to_rgb255()
//
// Surface normals in [-1, 1] to RGB in [0, 255] (Kornia 0.9
// `kornia.color.normals_to_rgb255`): clip(0.5 * (image + 1), 0, 1) * 255,
// Kornia's op sequence with its Python floats as Scalars. NaN stays NaN.
// Shape:     (*, 3, H, W) -> same
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    fewer than 3 dims or C != 3; a non-floating dtype
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& normals_to_rgb255_op();

at::Tensor normals_to_rgb255(const at::Tensor& image);

}  // namespace kornia::color
