// histogram2d()
//
// A Gaussian kernel density estimate of the joint histogram of two rows of
// values (Kornia 0.9 `kornia.enhance.histogram2d`, its marginal_pdf and
// joint_pdf): for x1, x2 (B, N), bin centers (n_bins,) and a bandwidth sigma,
// k = exp(-0.5 * ((x - bin) / sigma) ** 2) per value and bin for each of x1
// and x2, joint[b, i, j] = sum over n of k1[b, n, i] * k2[b, n, j], divided by
// its sum over (i, j) + epsilon; the first bin axis is x1's. The result has
// the promoted dtype of x1 and bins; float16/bfloat16 compute in float32 and
// round once, as Kornia does (then x2, bins and the bandwidth are widened to
// float32 too). The exp goes through libm's scalar kernel for every element
// (core::ScalarPath). The contraction is a broadcast multiply into a
// contiguous (B, N, n_bins, n_bins) tensor summed over N, not Kornia's
// matmul, whose BLAS kernel sums in an order that follows the thread count
// (memory B * N * n_bins**2 elements); the normalization sums each row of
// the joint first, then the row sums. So the bits depend on neither layout
// nor threads, except for ATen's one-output reduction (one bin and a batch
// of one with 32,768 or more values: see docs/LIMITS.md). Kornia's
// matmul sums in its own order (the measured difference and cost:
// docs/OPS.md).
// A fix on purpose: Kornia's histogram2d hands `epsilon` to marginal_pdf
// only, and joint_pdf normalizes with its own default 1e-10; here `epsilon`
// is the normalization's (the same result at the default).
// Shape:     x1 (B, N), x2 (B, N), bins (n_bins,), bandwidth () ->
//            (B, n_bins, n_bins)
// Dtypes:    float16, bfloat16, float32, float64 (x1 and x2; the result in
//            the promoted dtype of x1 and bins). Outside float16/bfloat16,
//            x2 must promote with bins to the dtype x1 does, as Kornia's
//            matmul requires.
// Errors:    a non-floating x1 or x2; x1 or x2 not 2-D; x2 of another shape
//            than x1; bins not 1-D or bool/complex; bandwidth not 0-D; x2
//            promoting with bins to another dtype than x1. A bandwidth that is not finite
//            and > 0 is a value check that stays in the graph
//            (AssertInGraph), as Kornia's torch._assert_async.
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& histogram2d_op();

at::Tensor histogram2d(const at::Tensor& x1, const at::Tensor& x2, const at::Tensor& bins,
                       const at::Tensor& bandwidth, double epsilon = 1e-10);

}  // namespace kornia::enhance
