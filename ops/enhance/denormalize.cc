#include "ops/enhance/denormalize.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/addcmul.h>
#include <ATen/ops/full.h>

#include <algorithm>
#include <vector>

#include "ops/core/check.h"
#include "ops/core/torch_library.h"
#include "ops/enhance/statistics.h"

namespace kornia::enhance {

namespace denormalize_internal {

constexpr const char* kOp = "denormalize";

// A (C,) or (1,) statistic as (1, C, 1, ...), any other as (..., 1, ...) up
// to the data's rank (Kornia's view and unsqueeze).
at::Tensor Spread(const at::Tensor& s, int64_t dim) {
  std::vector<int64_t> shape(s.sizes().begin(), s.sizes().end());
  if (s.dim() == 1) shape.insert(shape.begin(), 1);
  shape.resize(std::max<int64_t>(dim, static_cast<int64_t>(shape.size())), 1);
  return s.reshape(shape);
}

}  // namespace denormalize_internal

at::Tensor denormalize(const at::Tensor& data, const at::Tensor& mean, const at::Tensor& std) {
  using namespace denormalize_internal;
  const at::Tensor x = detail::PromotedData(kOp, data);
  const at::Tensor m = Spread(detail::ChannelStatistic(kOp, "mean", x, mean), x.dim());
  const at::Tensor s = Spread(detail::ChannelStatistic(kOp, "std", x, std), x.dim());
  return at::addcmul(m, x, s);
}

at::Tensor denormalize(const at::Tensor& data, double mean, double std) {
  using namespace denormalize_internal;
  const at::Tensor x = detail::PromotedData(kOp, data);
  return denormalize(x, at::full({x.size(1)}, mean, x.options()),
                     at::full({x.size(1)}, std, x.options()));
}

}  // namespace kornia::enhance

KC_TORCH_LIBRARY(denormalize, "kornia.enhance.denormalize", m) {
  m.def("denormalize(Tensor data, float mean, float std) -> Tensor",
        static_cast<at::Tensor (*)(const at::Tensor&, double, double)>(
            &kornia::enhance::denormalize));
  m.def("denormalize.Tensor(Tensor data, Tensor mean, Tensor std) -> Tensor",
        static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&, const at::Tensor&)>(
            &kornia::enhance::denormalize));
}
