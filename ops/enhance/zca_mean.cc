#include "ops/enhance/zca_mean.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/abs.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/constant_pad_nd.h>
#include <ATen/ops/cumsum.h>
#include <ATen/ops/full.h>
#include <ATen/ops/ones_like.h>
#include <ATen/ops/rsqrt.h>
#include <ATen/ops/sign.h>
#include <ATen/ops/where.h>
#include <ATen/ops/zeros_like.h>

#include <algorithm>
#include <cmath>
#include <tuple>
#include <vector>

#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/math.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/enhance/linear_transform.h"
#include "ops/native/native.h"
#include "ops/native/operator.h"

namespace kornia::enhance {

namespace detail {
namespace {

// NOTE [ zca's eigendecomposition ]
// The covariance C is symmetric and positive semi-definite, so its SVD is
// its eigendecomposition with |eigenvalues| as the singular values, and
// U diag(f(S)) U^T does not depend on the signs or the order of U's columns
// (nor, mathematically, on the basis chosen inside a repeated eigenvalue's
// space). LAPACK's gesdd (Kornia's SVD) is MKL's in the PyPI builds: its bits
// follow the CPU vendor (MKL_CBWR pins a code path on Intel only), the MKL
// branch and the thread count (measured on an Intel Xeon: every branch gave
// other U and S bits; the transform moved by up to 64 ulp from the AMD
// EPYC's), and ATen checks its convergence on the host (a graph break). So
// the fit computes the eigendecomposition itself, in float64, with ATen's
// elementwise ops: cyclic Jacobi rotations in parallel (round-robin) order,
// m / 2 disjoint pairs per step (m = F rounded up to even; an odd F gets a
// zero row and column that no rotation touches), m - 1 steps per sweep, a
// fixed number of sweeps. A pair whose off-diagonal entry is below
// 1e-15 sqrt(|a_pp a_qq|) is not rotated, so once the matrix has converged
// the remaining sweeps are exact no-ops (the single path of a loop that
// would stop early). Measured against LAPACK (float64, F up to 64): the
// off-diagonal reaches 1e-16 of the matrix within 7 sweeps at F = 64, and
// the transforms agree to 5e-12 relative (rank-deficient covariances: the
// 1 / sqrt(eps) directions to 2e-11, LAPACK's own rounding there).
// The solver is one native operator, kornia_cpp::_symmetric_eigen: its CPU
// kernel (ops/native/linalg.cc) does the composite's operations one value at
// a time, so eager runs in loops and a captured graph holds one node where
// the composite's are ~50 per rotation step.

// Sweeps for an F x F matrix: Jacobi converges quadratically; 7 sweeps
// reached machine precision at F = 64 (5 at F = 32), and larger F need about
// one more per doubling.
int64_t Sweeps(int64_t f) {
  int64_t log2 = 0;
  while ((int64_t{1} << log2) < f) ++log2;
  return std::max<int64_t>(8, log2 + 4);
}

// The eigenvalues (F,) and eigenvectors (columns of an F x F matrix) of the
// symmetric float64 matrix `a` (F x F) by `sweeps` sweeps: the composite form
// of kornia_cpp::_symmetric_eigen (its CPU kernel, native::detail::
// SymmetricEigenCpu, does each of these operations on one value at a time).
std::tuple<at::Tensor, at::Tensor> SymmetricEigen(const at::Tensor& a, int64_t sweeps) {
  const int64_t f = a.size(0), m = f + f % 2, h = m / 2;
  const at::TensorOptions index = a.options().dtype(at::kLong);
  at::Tensor A = m == f ? a : at::constant_pad_nd(a, {0, 1, 0, 1});
  at::Tensor V = core::Eye(m, a.options());
  struct Step {
    at::Tensor perm, inverse, pp, qq, pq;
  };
  std::vector<Step> steps;
  for (const auto& pairs : native::RoundRobinPairs(m)) {
    std::vector<double> pp(h), qq(h), pq(h), perm(m), inverse(m);
    for (int64_t i = 0; i < h; ++i) {
      const auto [p, q] = pairs[i];
      pp[i] = static_cast<double>(p * (m + 1));
      qq[i] = static_cast<double>(q * (m + 1));
      pq[i] = static_cast<double>(p * m + q);
      perm[i] = static_cast<double>(p);
      perm[h + i] = static_cast<double>(q);
    }
    for (int64_t i = 0; i < m; ++i) inverse[static_cast<int64_t>(perm[i])] = static_cast<double>(i);
    steps.push_back({core::Constant(perm, index), core::Constant(inverse, index),
                     core::Constant(pp, index), core::Constant(qq, index),
                     core::Constant(pq, index)});
  }
  // The rotation of the pairs' planes applied along `dim` of x: the pairs'
  // p-th and q-th slices become c p - s q and s p + c q.
  const auto rotate = [h](const at::Tensor& x, const Step& step, const at::Tensor& c,
                          const at::Tensor& s, int64_t dim) {
    const at::Tensor paired = x.index_select(dim, step.perm);
    const at::Tensor xp = paired.narrow(dim, 0, h), xq = paired.narrow(dim, h, h);
    return at::cat({c * xp - s * xq, s * xp + c * xq}, dim).index_select(dim, step.inverse);
  };
  for (int64_t sweep = sweeps; sweep > 0; --sweep) {
    for (const Step& step : steps) {
      const at::Tensor flat = A.reshape({-1});
      const at::Tensor app = flat.index_select(0, step.pp), aqq = flat.index_select(0, step.qq);
      const at::Tensor apq = flat.index_select(0, step.pq);
      // Golub and Van Loan's symmetric Schur rotation: tau = (a_qq - a_pp) /
      // (2 a_pq), t the smaller root of t**2 + 2 tau t - 1, c = 1 / sqrt(1 +
      // t**2), s = t c (a_pq not negligible; else t = 0: no rotation).
      const at::Tensor turn = apq * apq > (app * aqq).abs() * 1e-30;
      const at::Tensor tau = (aqq - app) / (at::where(turn, apq, at::ones_like(apq)) * 2.0);
      const at::Tensor tau2 = tau * tau + 1.0;
      at::Tensor t = at::sign(tau) / (tau.abs() + tau2 * at::rsqrt(tau2));
      t = at::where(turn, at::where(tau == 0, at::ones_like(t), t), at::zeros_like(t));
      const at::Tensor c = at::rsqrt(t * t + 1.0), s = t * c;
      A = rotate(A, step, c, s, 1);
      A = rotate(A, step, c.unsqueeze(1), s.unsqueeze(1), 0);
      V = rotate(V, step, c, s, 1);
    }
  }
  // Contiguous, as the CPU kernel's (fake tensors take this form's strides).
  return {A.diagonal().narrow(0, 0, f).contiguous(),
          V.narrow(0, 0, f).narrow(1, 0, f).contiguous()};
}

// The solver: the operator (its CPU kernel a few loops per rotation step: the
// composite is some fifty ATen calls per step, ~30,000 at F = 64, and a traced
// or compiled graph of as many nodes; its derivative eigh's, ops/native/
// linalg.cc), the composite form in CompositeOnly (the reference). The same
// bytes either way (the composite check).
std::tuple<at::Tensor, at::Tensor> Eigen(const at::Tensor& a) {
  const int64_t sweeps = Sweeps(a.size(0));
  if (native::Enabled()) return native::detail::CallSymmetricEigen(a, sweeps);
  return SymmetricEigen(a, sweeps);
}

// u diag(d) u^T for u (F, F) and d (F, 1): every entry a sum over k of
// u[i][k] d[k] u[j][k] in one fixed order (a reduction over a contiguous dim
// of F; BLAS's mm picks its order by CPU, branch and thread count).
at::Tensor Sandwich(const at::Tensor& u, const at::Tensor& d) {
  return ((u * d.reshape({1, -1})).unsqueeze(1) * u.unsqueeze(0)).sum(-1);
}

}  // namespace

std::tuple<at::Tensor, at::Tensor, std::optional<at::Tensor>> ZcaFit(const char* kOp,
                                                                     const at::Tensor& inp,
                                                                     int64_t dim, bool unbiased,
                                                                     double eps,
                                                                     bool return_inverse) {
  const SamplesFirst layout = SamplesFirstLayout(kOp, inp, dim);
  KC_CHECK_DTYPE(core::IsFloatingImageDtype(inp.scalar_type()), kOp,
                 "a floating input (float16, bfloat16, float32 or float64)",
                 core::DtypeName(inp.scalar_type()));
  // Host ints: the covariance's shape and divisors are host arithmetic (zca
  // reduces over the samples; no dynamic batch is claimed for it).
  const int64_t features = core::HostInt(layout.features);
  const int64_t n = core::HostInt(layout.samples);
  KC_CHECK(!unbiased || n >= 2, kOp, "at least 2 samples along dim for the unbiased covariance", n);
  KC_CHECK(n >= 1, kOp, "at least 1 sample along dim", n);

  const bool half = core::IsHalfDtype(inp.scalar_type());
  // Every layout as the contiguous input's: Kornia's order of work on it.
  at::Tensor flat = inp.contiguous().permute(layout.order).reshape({n, features});
  if (half) flat = flat.to(at::kFloat);
  const at::TensorOptions opts = flat.options();
  // The sums over the samples in index order, as the last row of a cumsum
  // (ATen's scan runs each column in one thread): at::mean and mm split a
  // long reduction among threads, so their bits follow the thread count.
  // The covariance is the (N, F, F) outer products' running sum (memory
  // N * F**2 elements, as linear_transform's product).
  const at::Tensor mean =
      flat.cumsum(0).narrow(0, n - 1, 1) / at::full({}, static_cast<double>(n), opts);
  at::Tensor center = flat - mean;
  const double divisor = static_cast<double>(unbiased ? n - 1 : n);
  // float16/bfloat16: divided before the product (Kornia's guard against
  // overflow) by sqrt(divisor). The divisors are tensors of the work dtype:
  // eager rounds a double Scalar to it, the fuser would divide in double.
  if (half) center = center / at::full({}, std::pow(divisor, 0.5), opts);
  at::Tensor cov = (center.unsqueeze(2) * center.unsqueeze(1)).cumsum(0).select(0, n - 1);
  if (!half) cov = cov / at::full({}, divisor, opts);

  // Kornia's _torch_svd_cast: float32 -> float64 SVD, cast back; here the
  // eigendecomposition of NOTE [ zca's eigendecomposition ], its
  // |eigenvalues| as the singular values.
  const at::ScalarType work = cov.scalar_type();
  const auto [values, vectors] = Eigen(cov.to(at::kDouble));
  const at::Tensor u = vectors.to(work);
  const at::Tensor s = values.abs().to(work).reshape({-1, 1});
  const at::Tensor shifted = s + at::full({}, eps, s.options());  // eps as eager rounds it
  const at::Tensor transform = Sandwich(u, at::rsqrt(shifted));
  std::optional<at::Tensor> inverse;
  if (return_inverse) inverse = Sandwich(u, core::Sqrt(shifted));
  return {transform, mean, inverse};
}

}  // namespace detail

std::tuple<at::Tensor, at::Tensor, std::optional<at::Tensor>> zca_mean(const at::Tensor& inp,
                                                                       int64_t dim, bool unbiased,
                                                                       double eps,
                                                                       bool return_inverse) {
  return detail::ZcaFit(zca_mean_op().name.c_str(), inp, dim, unbiased, eps, return_inverse);
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(zca_mean,
      {.kornia = "kornia.enhance.zca_mean",
       .python = {.float_only = {"eps"}},
       .overloads = {core::Def(
           "(Tensor inp, int dim=0, bool unbiased=True, float eps=1e-06, bool "
           "return_inverse=False) -> (Tensor, Tensor, Tensor?)",
           [](const at::Tensor& inp, int64_t dim, bool unbiased, double eps, bool return_inverse) {
             auto [transform, mean, inverse] =
                 kornia::enhance::zca_mean(inp, dim, unbiased, eps, return_inverse);
             return std::make_tuple(
                 transform, mean,
                 c10::optional<at::Tensor>(inverse ? c10::optional<at::Tensor>(*inverse)
                                                   : c10::nullopt));
           })},
       .dtypes = core::DtypesOf(core::ImageDtypes::kFloating),
       .reduces = core::Reduces::kToSlices,
       .natives = {"_symmetric_eigen"}});

}  // namespace kornia::enhance

// The CPU kernel on float64 (the fit's dtype), the composite form on others.
KC_NATIVE_OPERATOR(_symmetric_eigen, "(Tensor a, int sweeps) -> (Tensor, Tensor)",
                   [](const at::Tensor& a, int64_t sweeps) {
                     return a.scalar_type() == at::kDouble
                                ? kornia::native::detail::SymmetricEigenCpu(a, sweeps)
                                : kornia::enhance::detail::SymmetricEigen(a, sweeps);
                   },
                   &kornia::enhance::detail::SymmetricEigen,
                   {.dtypes = {at::kDouble}, .family = kornia::native::Family::kLinalg});
