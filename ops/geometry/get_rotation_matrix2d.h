// get_rotation_matrix2d()
//
// The 2 x 3 affine matrices of 2-D rotations with scale about a center
// (Kornia 0.9 `kornia.geometry.transform.get_rotation_matrix2d`): with
// angle in degrees (counter-clockwise as displayed), c = cos, s = sin of its
// radians (angle * (pi / 180); both by libm on every element,
// core::ScalarPath), scale (sx, sy) and center (x, y),
//   [[c sx, s sy, x - (c sx x + s sy y)], [-s sx, c sy, y - (-s sx x + c sy y)]]
// formed as Kornia forms it: shift @ rotation @ scale @ shift^-1, 3 x 3
// matrix products by ATen's matmul (so an infinite or NaN parameter spreads
// through the products' zero entries as it does in Kornia).
// Shape:     center (B, 2), angle (B), scale (B, 2) -> (B, 2, 3)
// Dtypes:    float16, bfloat16, float32, float64, one for all three
// Errors:    a center or scale other than (B, 2); an angle other than (B);
//            batches that differ; dtypes that differ; a non-floating dtype
// Tolerance: fused replay within 2 ulp (float32): the TensorExpr fuser
//            contracts its 3 x 3 products and the rotation's sums into fused
//            multiply-adds; where a sum cancels to near 0 one rounding is many
//            ulps (the measured bound: its case); eager, traced and loaded
//            graphs, and float16/bfloat16, are exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& get_rotation_matrix2d_op();

at::Tensor get_rotation_matrix2d(const at::Tensor& center, const at::Tensor& angle,
                                 const at::Tensor& scale);

}  // namespace kornia::geometry
