// zca_whiten()
//
// ZCA whitening in one call (Kornia 0.9 `kornia.enhance.zca_whiten`): the
// transform and mean of zca_mean(inp, dim, unbiased, eps), then
// linear_transform(inp, transform, mean, dim). float16/bfloat16 data fit in
// float32 and come back in their own dtype (linear_transform rounds once).
// Bits: zca_mean's (its own eigendecomposition, the same on every CPU) and
// linear_transform's (summed in index order).
// Shape:     inp (D_0, ..., D_n) -> same
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    zca_mean's: a 0-dim or non-floating input; dim outside
//            [-inp.dim(), inp.dim() - 1]; fewer than 2 samples (unbiased) or
//            none
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& zca_whiten_op();

at::Tensor zca_whiten(const at::Tensor& inp, int64_t dim = 0, bool unbiased = true,
                      double eps = 1e-6);

}  // namespace kornia::enhance
