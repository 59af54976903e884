#include "ops/enhance/normalize.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/full.h>

#include "ops/core/check.h"
#include "ops/core/torch_library.h"
#include "ops/enhance/statistics.h"

namespace kornia::enhance {

namespace normalize_internal {

constexpr const char* kOp = "normalize";

}  // namespace normalize_internal

at::Tensor normalize(const at::Tensor& data, const at::Tensor& mean, const at::Tensor& std) {
  using namespace normalize_internal;
  const at::Tensor x = detail::PromotedData(kOp, data);
  const at::Tensor m = detail::ChannelStatistic(kOp, "mean", x, mean).unsqueeze(-1);
  const at::Tensor s = detail::ChannelStatistic(kOp, "std", x, std).unsqueeze(-1);
  int64_t n =
      1;  // Kornia's numel of the dims after C (no -1: an empty batch has no inferable size)
  for (int64_t d = 2; d < x.dim(); ++d) n *= x.size(d);
  return ((x.reshape({x.size(0), x.size(1), n}) - m) / s).reshape_as(x);
}

at::Tensor normalize(const at::Tensor& data, double mean, double std) {
  using namespace normalize_internal;
  const at::Tensor x = detail::PromotedData(kOp, data);
  return normalize(x, at::full({x.size(1)}, mean, x.options()),
                   at::full({x.size(1)}, std, x.options()));
}

}  // namespace kornia::enhance

KC_TORCH_LIBRARY(normalize, "kornia.enhance.normalize", m) {
  m.def(
      "normalize(Tensor data, float mean, float std) -> Tensor",
      static_cast<at::Tensor (*)(const at::Tensor&, double, double)>(&kornia::enhance::normalize));
  m.def("normalize.Tensor(Tensor data, Tensor mean, Tensor std) -> Tensor",
        static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&, const at::Tensor&)>(
            &kornia::enhance::normalize));
}
