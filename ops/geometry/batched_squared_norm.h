// batched_squared_norm()
//
// The squared Euclidean norm of x along its last dim: batched_dot_product(x,
// x, keepdim), (x * x).sum(-1, keepdim) (Kornia 0.9 `kornia.geometry.linalg.batched_squared_norm`).
// Shape:     (*, N) -> (*) (or (*, 1) with keepdim)
// Dtypes:    every real dtype, promoted as ATen's `*` and `sum` do (an
//            integer or bool x sums to int64)
// Errors:    x with no dims; a complex x
// Tolerance: exact
//
// Limit: fewer vectors than intra-op threads, each of 32,768 values or more,
// are summed by ATen's threaded two-pass reduction, whose bits follow the
// thread count (as Kornia's sum's do); more vectors, or shorter ones, are
// summed one vector per thread in a fixed order, whatever the layout.
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& batched_squared_norm_op();

at::Tensor batched_squared_norm(const at::Tensor& x, bool keepdim = false);

}  // namespace kornia::geometry
