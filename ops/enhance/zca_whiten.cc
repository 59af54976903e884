#include "ops/enhance/zca_whiten.h"

#include <ATen/core/Tensor.h>

#include "ops/enhance/linear_transform.h"
#include "ops/enhance/zca_mean.h"

namespace kornia::enhance {

at::Tensor zca_whiten(const at::Tensor& inp, int64_t dim, bool unbiased, double eps) {
  const auto [transform, mean, inverse] =
      detail::ZcaFit("zca_whiten", inp, dim, unbiased, eps, false);
  return linear_transform(inp, transform, mean, dim);
}

}  // namespace kornia::enhance
