// zca_mean()
//
// The ZCA whitening transform of data whose samples lie along `dim` (Kornia
// 0.9 `kornia.enhance.zca_mean`): with X the input permuted to put `dim`
// first and flattened to (N, F), F the product of the other sizes, the mean
// (1, F), the covariance C = (X - mean)^T (X - mean) / (N - 1) (/ N when
// not unbiased), its SVD C = U S V^T and T = U diag(1 / sqrt(S + eps)) U^T,
// with T^-1 = U diag(sqrt(S + eps)) U^T if return_inverse; Kornia's op
// sequence. C is symmetric positive semi-definite, so its SVD is its
// eigendecomposition (S the |eigenvalues|), which the fit computes itself in
// float64 for float32 and float64 data (Kornia's _torch_svd_cast runs its
// SVD in float64), cast back: Jacobi rotations in ATen elementwise ops, a
// fixed number of sweeps (NOTE [ zca's eigendecomposition ] in zca_mean.cc),
// and the products U diag(.) U^T as fixed-order sums, so the bits are the same
// on every CPU and thread count (LAPACK's and BLAS's are not) and the fit is
// one graph with no host decision. float16/bfloat16 data fit in float32
// (dividing by sqrt(N - 1) before the product, which could otherwise
// overflow) and return float32, as Kornia's. Mathematically T does not depend
// on the signs or order of U's columns; its bits do, and these are ours:
// within 5e-12 (relative, float64) of LAPACK's transform.
// Shape:     inp (D_0, ..., D_n) -> transform (F, F), mean (1, F) and
//            inverse (F, F) (std::nullopt unless return_inverse)
// Dtypes:    float16, bfloat16, float32, float64 (float16/bfloat16 return
//            float32)
// Errors:    a 0-dim or non-floating input; dim outside [-inp.dim(),
//            inp.dim() - 1]; fewer than 2 samples (unbiased) or none
// Tolerance: fused replay within 1e-7 abs (float16, bfloat16, float32);
//            within 2.3e-16 abs (float64): in the optimized replay the
//            inverse's near-zero entries (cancellations in U sqrt(S) U^T)
//            move by up to 6.0e-8 (1.1e-16 in float64); the transform and
//            the mean stay bit-exact; the cause, inside the replay's mm
//            chain, is not isolated
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <optional>
#include <tuple>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& zca_mean_op();

std::tuple<at::Tensor, at::Tensor, std::optional<at::Tensor>> zca_mean(const at::Tensor& inp,
                                                                       int64_t dim = 0,
                                                                       bool unbiased = true,
                                                                       double eps = 1e-6,
                                                                       bool return_inverse = false);

namespace detail {

// zca_mean's fit, its messages naming `op` (zca_whiten fits with it).
std::tuple<at::Tensor, at::Tensor, std::optional<at::Tensor>> ZcaFit(const char* op,
                                                                     const at::Tensor& inp,
                                                                     int64_t dim, bool unbiased,
                                                                     double eps,
                                                                     bool return_inverse);

}  // namespace detail
}  // namespace kornia::enhance
