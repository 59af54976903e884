#include "ops/enhance/zca_mean.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/cumsum.h>
#include <ATen/ops/full.h>
#include <ATen/ops/linalg_svd.h>
#include <ATen/ops/mm.h>
#include <ATen/ops/rsqrt.h>
#include <ATen/ops/sqrt.h>

#include <cmath>
#include <vector>

#include "ops/core/check.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/enhance/linear_transform.h"

namespace kornia::enhance {

namespace detail {

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

  // Kornia's _torch_svd_cast: float32 -> float64 SVD, cast back.
  const at::ScalarType work = cov.scalar_type();
  const auto [u64, s64, vh] = at::linalg_svd(cov.to(at::kDouble), true);
  const at::Tensor u = u64.to(work);
  const at::Tensor s = s64.to(work).reshape({-1, 1});
  const at::Tensor shifted = s + at::full({}, eps, s.options());  // eps as eager rounds it
  const at::Tensor transform = u.mm(at::rsqrt(shifted) * u.t());
  std::optional<at::Tensor> inverse;
  if (return_inverse) inverse = u.mm(at::sqrt(shifted) * u.t());
  return {transform, mean, inverse};
}

}  // namespace detail

std::tuple<at::Tensor, at::Tensor, std::optional<at::Tensor>> zca_mean(const at::Tensor& inp,
                                                                       int64_t dim, bool unbiased,
                                                                       double eps,
                                                                       bool return_inverse) {
  return detail::ZcaFit("zca_mean", inp, dim, unbiased, eps, return_inverse);
}

}  // namespace kornia::enhance

KC_TORCH_LIBRARY(zca_mean, "kornia.enhance.zca_mean", m) {
  m.def(
      "zca_mean(Tensor inp, int dim=0, bool unbiased=True, float eps=1e-06, bool "
      "return_inverse=False) -> (Tensor, Tensor, Tensor?)",
      [](const at::Tensor& inp, int64_t dim, bool unbiased, double eps, bool return_inverse) {
        auto [transform, mean, inverse] =
            kornia::enhance::zca_mean(inp, dim, unbiased, eps, return_inverse);
        return std::make_tuple(transform, mean,
                               c10::optional<at::Tensor>(
                                   inverse ? c10::optional<at::Tensor>(*inverse) : c10::nullopt));
      });
}
