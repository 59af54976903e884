// batched_dot_product()
//
// The dot product of x and y along their last dim (Kornia 0.9
// `kornia.geometry.linalg.batched_dot_product`): (x * y).sum(-1, keepdim),
// x and y broadcast against each other as for `*`.
// Shape:     x (*, N), y (*, N) broadcasting with x -> the broadcast shape
//            without its last dim (kept as 1 with keepdim)
// Dtypes:    every real dtype, promoted as ATen's `*` and `sum` do (an
//            integer or bool product sums to int64)
// Errors:    x or y with no dims; shapes that do not broadcast; a complex x
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
const core::OpSpec& batched_dot_product_op();

at::Tensor batched_dot_product(const at::Tensor& x, const at::Tensor& y, bool keepdim = false);

namespace detail {
// The op under another op's name (batched_squared_norm, squared_norm):
// checks x and y against `op`'s descriptor.
at::Tensor DotProduct(const core::OpSpec& op, const at::Tensor& x, const at::Tensor& y,
                      bool keepdim);
}  // namespace detail

}  // namespace kornia::geometry
