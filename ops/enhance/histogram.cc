#include "ops/enhance/histogram.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/exp.h>
#include <ATen/ops/isfinite.h>
#include <ATen/ops/logical_and.h>
#include <ATen/ops/mean.h>
#include <ATen/ops/promote_types.h>
#include <ATen/ops/sum.h>

#include "ops/core/check.h"
#include "ops/core/math.h"
#include "ops/core/op_registration.h"

namespace kornia::enhance {

at::Tensor histogram(const at::Tensor& x, const at::Tensor& bins, const at::Tensor& bandwidth,
                     double epsilon) {
  const char* const kOp = histogram_op().name.c_str();
  KC_CHECK(x.dim() == 2, kOp, "x of shape (B, N)", "shape ", x.sizes());
  KC_CHECK_DTYPE(core::IsFloatingImageDtype(x.scalar_type()), kOp,
                 "a floating x (float16, bfloat16, float32 or float64)",
                 core::DtypeName(x.scalar_type()));
  KC_CHECK(bins.dim() == 1, kOp, "bins of shape (n_bins,)", "shape ", bins.sizes());
  KC_CHECK_DTYPE(bins.scalar_type() != at::kBool && !at::isComplexType(bins.scalar_type()), kOp,
                 "floating or integer bins", core::DtypeName(bins.scalar_type()));
  KC_CHECK(bandwidth.dim() == 0, kOp, "a 0-dim bandwidth", "shape ", bandwidth.sizes());
  const at::ScalarType kernel = at::promote_types(x.scalar_type(), bins.scalar_type());
  const bool half = core::IsHalfDtype(kernel);
  const at::Tensor values = (half ? x.to(at::kFloat) : x).contiguous().unsqueeze(2);
  const at::Tensor centers = half ? bins.to(at::kFloat) : bins;
  at::Tensor sigma = half ? bandwidth.to(at::kFloat) : bandwidth;
  sigma =
      core::AssertInGraph(sigma, at::logical_and(at::isfinite(sigma), sigma > 0),
                          c10::str(histogram_op().name,
                                   "(): expected a finite bandwidth > 0, but got one that is not"));
  const at::Tensor residuals = values - centers.unsqueeze(0).unsqueeze(0);
  const at::Tensor k = core::ScalarPath((residuals / sigma).pow(2) * -0.5,
                                        [](const at::Tensor& t) { return at::exp(t); });
  const at::Tensor pdf = at::mean(k, {1});
  const at::Tensor out = pdf / (at::sum(pdf, {1}).unsqueeze(1) + epsilon);
  return half ? out.to(kernel) : out;
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(histogram, {.kornia = "kornia.enhance.histogram",
                  .overloads = {core::Def(
                      "(Tensor x, Tensor bins, Tensor bandwidth, float epsilon=1e-10) -> Tensor",
                      &kornia::enhance::histogram)},
                  .dtypes = core::DtypesOf(core::ImageDtypes::kFloating),
                  .reduces = core::Reduces::kToSlices});

}  // namespace kornia::enhance
