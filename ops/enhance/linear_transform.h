// linear_transform()
//
// (X - mean_vector) @ transform_matrix with X the input flattened to one row
// per index of `dim` (Kornia 0.9 `kornia.enhance.linear_transform`): the
// input permuted to put `dim` first, reshaped to (N, F) with F the product
// of the other sizes, centered, multiplied, reshaped and permuted back (a
// permuted view, as Kornia's). float16/bfloat16 inputs center and multiply
// in float32 (the mean and the transform widened to float32 too) and round
// once, as Kornia does; otherwise the work dtype is promote(input,
// mean_vector), which the transform must have, as Kornia's mm requires
// (integer triples included: integer arithmetic, wrapping as ATen's). The
// product is a broadcast multiply into a contiguous (N, F, F) tensor summed
// over its middle dim, not Kornia's mm, whose BLAS kernel sums in an order
// that follows the thread count (memory N * F**2 elements): so the bits
// depend on neither layout nor threads. Kornia's mm sums in its own order
// (the measured difference and cost: docs/OPS.md).
// Shape:     input (D_0, ..., D_n), transform_matrix (F, F), mean_vector
//            broadcastable to (N, F) ((1, F) or (F,)), N = D_dim and F the
//            product of the other sizes -> input's shape
// Dtypes:    float16, bfloat16, float32, float64, uint8, int8, int16,
//            int32, int64 (the result in the work dtype, float16/bfloat16
//            rounded back to the input's)
// Errors:    a 0-dim or bool input; dim outside [-input.dim(),
//            input.dim() - 1]; transform_matrix not (F, F); mean_vector of
//            rank above 2 or not broadcastable to (N, F); a transform of
//            another dtype than the work dtype (outside float16/bfloat16)
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>
#include <c10/core/SymInt.h>

#include <cstdint>
#include <vector>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& linear_transform_op();

namespace detail {

// The (N, F) view of an input with `dim` first, shared with zca_mean: the
// permutation that puts `dim` first, N = input.size(dim) and F the product
// of the other sizes. Checks rank > 0 and dim in [-rank, rank - 1] (errors in
// `op`'s name) and wraps a negative dim. Plain index arithmetic, as Kornia's,
// on symbolic sizes: a dynamic batch along `dim` stays dynamic.
struct SamplesFirst {
  std::vector<int64_t> order;
  c10::SymInt samples = 0;
  c10::SymInt features = 1;
};
SamplesFirst SamplesFirstLayout(const char* op, const at::Tensor& inp, int64_t dim);

}  // namespace detail

at::Tensor linear_transform(const at::Tensor& inp, const at::Tensor& transform_matrix,
                            const at::Tensor& mean_vector, int64_t dim = 0);

}  // namespace kornia::enhance
