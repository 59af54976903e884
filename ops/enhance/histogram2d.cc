#include "ops/enhance/histogram2d.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/exp.h>
#include <ATen/ops/isfinite.h>
#include <ATen/ops/logical_and.h>
#include <ATen/ops/promote_types.h>
#include <ATen/ops/stack.h>
#include <ATen/ops/sum.h>

#include "ops/core/check.h"
#include "ops/core/math.h"
#include "ops/core/op_registration.h"

namespace kornia::enhance {
namespace histogram2d_internal {

// Kornia's marginal_pdf kernel argument: -0.5 * ((x - bin) / sigma) ** 2,
// (B, N, n_bins).
at::Tensor KernelArgument(const at::Tensor& x, const at::Tensor& bins, const at::Tensor& sigma) {
  const at::Tensor residuals = x.unsqueeze(2) - bins.unsqueeze(0).unsqueeze(0);
  return (residuals / sigma).pow(2) * -0.5;
}

}  // namespace histogram2d_internal

at::Tensor histogram2d(const at::Tensor& x1, const at::Tensor& x2, const at::Tensor& bins,
                       const at::Tensor& bandwidth, double epsilon) {
  using namespace histogram2d_internal;
  const char* const kOp = histogram2d_op().name.c_str();
  constexpr const char* kFloating = " (float16, bfloat16, float32 or float64)";
  KC_CHECK(x1.dim() == 2, kOp, "x1 of shape (B, N)", "shape ", x1.sizes());
  KC_CHECK(x2.sym_sizes() == x1.sym_sizes(), kOp, c10::str("x2 of x1's shape ", x1.sym_sizes()),
           "shape ", x2.sym_sizes());
  KC_CHECK_DTYPE(core::IsFloatingImageDtype(x1.scalar_type()), kOp,
                 c10::str("a floating x1", kFloating), core::DtypeName(x1.scalar_type()));
  KC_CHECK_DTYPE(core::IsFloatingImageDtype(x2.scalar_type()), kOp,
                 c10::str("a floating x2", kFloating), core::DtypeName(x2.scalar_type()));
  KC_CHECK(bins.dim() == 1, kOp, "bins of shape (n_bins,)", "shape ", bins.sizes());
  KC_CHECK_DTYPE(bins.scalar_type() != at::kBool && !at::isComplexType(bins.scalar_type()), kOp,
                 "floating or integer bins", core::DtypeName(bins.scalar_type()));
  KC_CHECK(bandwidth.dim() == 0, kOp, "a 0-dim bandwidth", "shape ", bandwidth.sizes());
  const at::ScalarType kernel = at::promote_types(x1.scalar_type(), bins.scalar_type());
  const bool half = core::IsHalfDtype(kernel);
  // Kornia multiplies the two kernels with matmul, which refuses two dtypes;
  // in float16/bfloat16 everything is float32 first, so any x2 goes.
  const at::ScalarType kernel2 = at::promote_types(x2.scalar_type(), bins.scalar_type());
  KC_CHECK_DTYPE(
      half || kernel2 == kernel, kOp,
      c10::str("x2 whose dtype promotes with bins' to x1's (", core::DtypeName(kernel), ")"),
      core::DtypeName(kernel2));
  auto work = [half](const at::Tensor& t) { return half ? t.to(at::kFloat) : t; };
  at::Tensor sigma = work(bandwidth);
  sigma =
      core::AssertInGraph(sigma, at::logical_and(at::isfinite(sigma), sigma > 0),
                          c10::str(histogram2d_op().name,
                                   "(): expected a finite bandwidth > 0, but got one that is not"));
  const at::Tensor centers = work(bins);
  // One exp for both kernels, stacked: alone between a stack and a select,
  // the exp is never fused into the product below, where the TensorExpr
  // fuser would take its own exp for libm's (seen: 3 ulp in the joint).
  const at::Tensor k = core::ScalarPath(at::stack({KernelArgument(work(x1), centers, sigma),
                                                   KernelArgument(work(x2), centers, sigma)}),
                                        [](const at::Tensor& t) { return at::exp(t); });
  const at::Tensor k1 = k.select(0, 0), k2 = k.select(0, 1);
  // (B, N, n_bins, 1) * (B, N, 1, n_bins): contiguous (TensorIterator keeps
  // the operands' order when each broadcasts along another dim), summed over
  // N in one order for every thread count.
  const at::Tensor joint = at::sum(k1.unsqueeze(3) * k2.unsqueeze(2), {1});
  const at::Tensor total = at::sum(at::sum(joint, {2}), {1}).unsqueeze(1).unsqueeze(2);
  const at::Tensor out = joint / (total + epsilon);
  return out.to(kernel);
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(histogram2d,
      {.kornia = "kornia.enhance.histogram2d",
       .overloads = {core::Def(
           "(Tensor x1, Tensor x2, Tensor bins, Tensor bandwidth, float epsilon=1e-10) -> Tensor",
           &kornia::enhance::histogram2d)},
       .dtypes = core::DtypesOf(core::ImageDtypes::kFloating),
       .reduces = core::Reduces::kToSlices});

}  // namespace kornia::enhance
