#include "ops/enhance/zca_whiten.h"

#include <ATen/core/Tensor.h>

#include "ops/core/torch_library.h"
#include "ops/enhance/linear_transform.h"
#include "ops/enhance/zca_mean.h"

namespace kornia::enhance {

at::Tensor zca_whiten(const at::Tensor& inp, int64_t dim, bool unbiased, double eps) {
  const auto [transform, mean, inverse] =
      detail::ZcaFit("zca_whiten", inp, dim, unbiased, eps, false);
  return linear_transform(inp, transform, mean, dim);
}

}  // namespace kornia::enhance

KC_TORCH_LIBRARY(zca_whiten, "kornia.enhance.zca_whiten", m) {
  m.def("zca_whiten(Tensor inp, int dim=0, bool unbiased=True, float eps=1e-06) -> Tensor",
        &kornia::enhance::zca_whiten);
}
