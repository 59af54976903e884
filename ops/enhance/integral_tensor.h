// integral_tensor()
//
// The running sums of `input` along each dim of `dim` in turn (Kornia 0.9
// `kornia.enhance.integral_tensor`): cumsum(d) for every d, in order, in
// ATen's dtype rules (integer and bool inputs sum to int64). A cumsum runs
// its dim sequentially, one order whatever the layout and thread count.
// Shape:     (*, D) -> same; dim a non-empty list of distinct dims of input
//            (default {-1})
// Dtypes:    every real dtype (bool and integers give int64)
// Errors:    a 0-dim input; a complex input; an empty dim, one out of range
//            or repeated
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& integral_tensor_op();

at::Tensor integral_tensor(const at::Tensor& input, at::IntArrayRef dim = {-1});

}  // namespace kornia::enhance
