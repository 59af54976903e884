#include "ops/enhance/denormalize.h"

#include <ATen/ATen.h>

#include <algorithm>
#include <vector>

#include "ops/core/check.h"
#include "ops/enhance/statistics.h"

namespace kornia::enhance {

namespace {

constexpr const char* kOp = "denormalize";

// A (C,) or (1,) statistic as (1, C, 1, ...), any other as (..., 1, ...) up
// to the data's rank (Kornia's view and unsqueeze).
torch::Tensor Spread(const torch::Tensor& s, int64_t dim) {
  std::vector<int64_t> shape(s.sizes().begin(), s.sizes().end());
  if (s.dim() == 1) shape.insert(shape.begin(), 1);
  shape.resize(std::max<int64_t>(dim, static_cast<int64_t>(shape.size())), 1);
  return s.reshape(shape);
}

}  // namespace

torch::Tensor denormalize(const torch::Tensor& data, const torch::Tensor& mean,
                          const torch::Tensor& std) {
  const torch::Tensor x = detail::PromotedData(kOp, data);
  const torch::Tensor m = Spread(detail::ChannelStatistic(kOp, "mean", x, mean), x.dim());
  const torch::Tensor s = Spread(detail::ChannelStatistic(kOp, "std", x, std), x.dim());
  return at::addcmul(m, x, s);
}

torch::Tensor denormalize(const torch::Tensor& data, double mean, double std) {
  const torch::Tensor x = detail::PromotedData(kOp, data);
  return denormalize(x, at::full({x.size(1)}, mean, x.options()),
                     at::full({x.size(1)}, std, x.options()));
}

}  // namespace kornia::enhance
