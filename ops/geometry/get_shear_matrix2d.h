// get_shear_matrix2d()
//
// The 3 x 3 homogeneous matrices of 2-D shears about a center, x then y
// (Kornia 0.9 `kornia.geometry.transform.get_shear_matrix2d`): with
// a = tan(sx), b = tan(sy) and center (x, y),
//   [[1, -a, a y], [-b, 1 + a b, b (x - a y)], [0, 0, 1]]
// each entry by Kornia's own elementwise ops in its order (tan by libm on
// every element, core::ScalarPath, where ATen's vector kernel would round
// by an element's place in the batch; an absent angle is a zero one: its
// -tan(0) is -0.0, as in Kornia).
// Shape:     center (B, 2), sx and sy (B) or absent -> (B, 3, 3)
// Dtypes:    float16, bfloat16, float32, float64, one for all three
// Errors:    a center other than (B, 2); an angle other than (B); batches
//            that differ; dtypes that differ; a non-floating dtype
// Tolerance: fused replay within 64 ulp (float32): the TensorExpr fuser
//            contracts the translation's b (x - a y) and 1 + a b into fused
//            multiply-adds; where a sum cancels to near 0 one rounding is many
//            ulps (the measured bound: its case); eager, traced and loaded
//            graphs, and float16/bfloat16, are exact
#pragma once

#include <ATen/core/Tensor.h>

#include <optional>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& get_shear_matrix2d_op();

at::Tensor get_shear_matrix2d(const at::Tensor& center,
                              const std::optional<at::Tensor>& sx = std::nullopt,
                              const std::optional<at::Tensor>& sy = std::nullopt);

}  // namespace kornia::geometry
