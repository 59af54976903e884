#include "ops/filters/sobel.h"

#include <ATen/ops/sqrt.h>

#include "ops/core/check.h"
#include "ops/core/math.h"
#include "ops/core/op_registration.h"
#include "ops/filters/spatial_gradient.h"
#include "ops/filters/taps.h"

namespace kornia::filters {

at::Tensor sobel(const at::Tensor& input, bool normalized, double eps) {
  core::CheckImage(sobel_op(), input);
  // The gradients in the work dtype (a half image's not rounded before the
  // magnitude).
  const at::Tensor work = input.to(detail::WorkDtype(input.scalar_type()));
  const at::Tensor edges = detail::SpatialGradient(sobel_op(), work, "sobel", 1, normalized);
  const at::Tensor gx = edges.select(2, 0), gy = edges.select(2, 1);
  // Contiguous, as Kornia's (its gradients come from a (B C, 1, H, W) view).
  // core::Sqrt: the same bits on Intel and AMD (NOTE [ MKL VML and CPU vendors ]).
  const at::Tensor out = core::Sqrt(gx * gx + gy * gy + eps);
  return core::IsHalfDtype(input.scalar_type()) ? out.to(input.scalar_type()) : out;
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(sobel,
      {.kornia = "kornia.filters.sobel",
       .module = {"Sobel", {"normalized", "eps"}, {"input"}},
       .image = core::ImageSpec{.noun = "an input",
                                .rank = core::ImageRank::kBatch,
                                .dtypes = core::ImageDtypes::kReal},
       .overloads = {core::Def("(Tensor input, bool normalized=True, float eps=1e-06) -> Tensor",
                               [](const at::Tensor& input, bool normalized, double eps) {
                                 return sobel(input, normalized, eps);
                               })},
       .call = [](const at::Tensor& x) { return sobel(x); },
       .natives = {"_tap_sum"}});

}  // namespace kornia::filters
