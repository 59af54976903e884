#include "ops/enhance/normalize.h"

#include <ATen/ATen.h>

#include "ops/core/check.h"
#include "ops/enhance/statistics.h"

namespace kornia::enhance {

namespace {

constexpr const char* kOp = "normalize";

}  // namespace

torch::Tensor normalize(const torch::Tensor& data, const torch::Tensor& mean,
                        const torch::Tensor& std) {
  const torch::Tensor x = detail::PromotedData(kOp, data);
  const torch::Tensor m = detail::ChannelStatistic(kOp, "mean", x, mean).unsqueeze(-1);
  const torch::Tensor s = detail::ChannelStatistic(kOp, "std", x, std).unsqueeze(-1);
  int64_t n =
      1;  // Kornia's numel of the dims after C (no -1: an empty batch has no inferable size)
  for (int64_t d = 2; d < x.dim(); ++d) n *= x.size(d);
  return ((x.reshape({x.size(0), x.size(1), n}) - m) / s).reshape(x.sizes());
}

torch::Tensor normalize(const torch::Tensor& data, double mean, double std) {
  const torch::Tensor x = detail::PromotedData(kOp, data);
  return normalize(x, at::full({x.size(1)}, mean, x.options()),
                   at::full({x.size(1)}, std, x.options()));
}

}  // namespace kornia::enhance
