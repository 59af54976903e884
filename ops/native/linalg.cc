// The linear-algebra kernels (native.h): the symmetric eigensolver of zca
// (kornia_cpp::_symmetric_eigen, declared in ops/enhance/zca_mean.cc beside
// its composite form). Plain C++ over float64, no SIMD: the composite form is
// some fifty ATen calls per rotation step on tensors of F / 2 elements (about
// 30,000 calls at F = 64), so its time is the dispatcher's, and a traced or
// compiled graph of it has as many nodes; here each step is a few loops.
//
// Its derivative is torch.linalg.eigh's formula (an Autograd kernel), not the
// rotations': the unrolled rotations pass no gradient through a pair below
// the rotation threshold, where the eigenvectors still move with the matrix
// (their gradient was off by ~30% on Kornia's gradcheck).
//
// Each value follows the composite's ATen operations one IEEE operation at a
// time (-ffp-contract=off: no multiply and add fused into one rounding), so
// the bytes are the composite's on every CPU. Where ATen's own result depends
// on its internal path (sign's vector body and scalar tail differ on -0.0
// and on NaN), the result does not reach the output: a zero tau is replaced
// by 1 and a NaN tau makes t NaN either way.
#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/ops/diag_embed.h>
#include <ATen/ops/empty.h>
#include <ATen/ops/eye.h>
#include <ATen/ops/matmul.h>
#include <ATen/ops/zeros_like.h>
#include <torch/csrc/autograd/custom_function.h>
#include <torch/library.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <tuple>
#include <utility>
#include <vector>

#include "ops/core/check.h"
#include "ops/native/internal.h"
#include "ops/native/native.h"

namespace kornia::native {

std::vector<std::vector<std::pair<int64_t, int64_t>>> RoundRobinPairs(int64_t m) {
  std::vector<std::vector<std::pair<int64_t, int64_t>>> steps;
  std::vector<int64_t> players(m);
  std::iota(players.begin(), players.end(), 0);
  for (int64_t r = 0; r + 1 < m; ++r) {
    std::vector<std::pair<int64_t, int64_t>> pairs;
    for (int64_t i = 0; i < m / 2; ++i) {
      const int64_t a = players[i], b = players[m - 1 - i];
      pairs.emplace_back(std::min(a, b), std::max(a, b));
    }
    steps.push_back(std::move(pairs));
    std::rotate(players.begin() + 1, players.end() - 1, players.end());
  }
  return steps;
}

namespace detail {
namespace {

// ATen's sign on its vector body: (0 < x) - (x < 0).
double Sign(double x) { return static_cast<double>(0.0 < x) - static_cast<double>(x < 0.0); }

// ATen's rsqrt on double: 1 / sqrt(x), each correctly rounded.
double Rsqrt(double x) { return 1.0 / std::sqrt(x); }

}  // namespace

std::tuple<at::Tensor, at::Tensor> CallSymmetricEigen(const at::Tensor& a, int64_t sweeps) {
  static const auto op =
      c10::Dispatcher::singleton()
          .findSchemaOrThrow("kornia_cpp::_symmetric_eigen", "")
          .typed<std::tuple<at::Tensor, at::Tensor>(const at::Tensor&, int64_t)>();
  return op.call(a, sweeps);
}

std::tuple<at::Tensor, at::Tensor> SymmetricEigenCpu(const at::Tensor& a, int64_t sweeps) {
  constexpr const char* kOp = "kornia_cpp::_symmetric_eigen";
  KC_CHECK_DTYPE(a.scalar_type() == at::kDouble, kOp, "a float64 matrix",
                 core::DtypeName(a.scalar_type()));
  KC_CHECK(a.dim() == 2 && a.size(0) == a.size(1), kOp, "a square matrix (F, F)", a.sizes());
  KC_CHECK(sweeps >= 0, kOp, "sweeps >= 0", sweeps);
  const int64_t f = a.size(0), m = f + f % 2, h = m / 2;
  CountKernelRun();
  // The composite's padded matrix (an odd F gets a zero row and column) and
  // V = I, row-major m x m.
  std::vector<double> A(static_cast<size_t>(m * m), 0.0), V(static_cast<size_t>(m * m), 0.0);
  const at::Tensor in = a.contiguous();
  const double* src = in.data_ptr<double>();
  for (int64_t r = 0; r < f; ++r) std::copy(src + r * f, src + r * f + f, A.data() + r * m);
  for (int64_t i = 0; i < m; ++i) V[i * m + i] = 1.0;
  const auto steps = RoundRobinPairs(m);
  std::vector<double> c(h), s(h);
  // The pairs' planes rotated along dim 1 of x (m x m): in every row, the
  // p-th and q-th entries become c xp - s xq and s xp + c xq.
  const auto columns = [m, h, &c, &s](std::vector<double>& x, const auto& pairs) {
    for (int64_t r = 0; r < m; ++r) {
      double* row = x.data() + r * m;
      for (int64_t i = 0; i < h; ++i) {
        const double xp = row[pairs[i].first], xq = row[pairs[i].second];
        row[pairs[i].first] = c[i] * xp - s[i] * xq;
        row[pairs[i].second] = s[i] * xp + c[i] * xq;
      }
    }
  };
  for (int64_t sweep = sweeps; sweep > 0; --sweep) {
    for (const auto& pairs : steps) {
      for (int64_t i = 0; i < h; ++i) {
        const auto [p, q] = pairs[i];
        const double app = A[p * m + p], aqq = A[q * m + q], apq = A[p * m + q];
        // The composite's Schur rotation, operation for operation.
        const bool turn = apq * apq > std::abs(app * aqq) * 1e-30;
        const double tau = (aqq - app) / ((turn ? apq : 1.0) * 2.0);
        const double tau2 = tau * tau + 1.0;
        double t = Sign(tau) / (std::abs(tau) + tau2 * Rsqrt(tau2));
        t = turn ? (tau == 0 ? 1.0 : t) : 0.0;
        c[i] = Rsqrt(t * t + 1.0);
        s[i] = t * c[i];
      }
      columns(A, pairs);
      // ... then along dim 0 (the rotated rows p and q).
      for (int64_t i = 0; i < h; ++i) {
        double* rp = A.data() + pairs[i].first * m;
        double* rq = A.data() + pairs[i].second * m;
        for (int64_t k = 0; k < m; ++k) {
          const double xp = rp[k], xq = rq[k];
          rp[k] = c[i] * xp - s[i] * xq;
          rq[k] = s[i] * xp + c[i] * xq;
        }
      }
      columns(V, pairs);
    }
  }
  at::Tensor values = at::empty({f}, a.options());
  at::Tensor vectors = at::empty({f, f}, values.options());
  double* out_values = values.data_ptr<double>();
  double* out_vectors = vectors.data_ptr<double>();
  for (int64_t i = 0; i < f; ++i) {
    out_values[i] = A[i * m + i];
    std::copy(V.data() + i * m, V.data() + i * m + f, out_vectors + i * f);
  }
  return {values, vectors};
}

}  // namespace detail

namespace {

using torch::autograd::AutogradContext;
using torch::autograd::variable_list;

// kornia_cpp::_symmetric_eigen under autograd: the kernel below it, and
// torch.linalg.eigh's derivative: for A = V diag(L) V^T (A symmetric),
// gA = V (diag(gL) + skew(V^T gV) / E) V^T with E[i][j] = L[j] - L[i]
// (inf or NaN where two eigenvalues are equal, as eigh's and the SVD's).
class SymmetricEigenFunction : public torch::autograd::Function<SymmetricEigenFunction> {
 public:
  static variable_list forward(AutogradContext* ctx, const at::Tensor& a, int64_t sweeps) {
    at::AutoDispatchBelowADInplaceOrView below;
    auto [values, vectors] = detail::CallSymmetricEigen(a, sweeps);
    ctx->save_for_backward({values, vectors});
    return {values, vectors};
  }

  static variable_list backward(AutogradContext* ctx, variable_list grads) {
    const variable_list saved = ctx->get_saved_variables();
    const at::Tensor& values = saved[0];
    const at::Tensor& vectors = saved[1];
    at::Tensor inner =
        grads[1].defined() ? at::matmul(vectors.mT(), grads[1]) : at::zeros_like(vectors);
    inner = (inner - inner.mT()) * 0.5;  // zero on the diagonal
    const at::Tensor gaps =
        values.unsqueeze(-2) - values.unsqueeze(-1) + at::eye(values.size(-1), values.options());
    at::Tensor middle = inner / gaps;
    if (grads[0].defined()) middle = middle + at::diag_embed(grads[0]);
    return {at::matmul(vectors, at::matmul(middle, vectors.mT())), at::Tensor()};
  }
};

std::tuple<at::Tensor, at::Tensor> SymmetricEigenAutograd(const at::Tensor& a, int64_t sweeps) {
  const variable_list out = SymmetricEigenFunction::apply(a, sweeps);
  return {out[0], out[1]};
}

}  // namespace
}  // namespace kornia::native

// The operator itself is declared beside its composite form
// (ops/enhance/zca_mean.cc); its derivative is the solver's, so it is here.
TORCH_LIBRARY_IMPL(kornia_cpp, Autograd, m) {
  m.impl("_symmetric_eigen", &kornia::native::SymmetricEigenAutograd);
}
