#include "ops/enhance/zca_whiten.h"

#include <ATen/core/Tensor.h>

#include "ops/core/op_registration.h"
#include "ops/enhance/linear_transform.h"
#include "ops/enhance/zca_mean.h"

namespace kornia::enhance {

at::Tensor zca_whiten(const at::Tensor& inp, int64_t dim, bool unbiased, double eps) {
  const auto [transform, mean, inverse] =
      detail::ZcaFit(zca_whiten_op().name.c_str(), inp, dim, unbiased, eps, false);
  return linear_transform(inp, transform, mean, dim);
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(zca_whiten, {.kornia = "kornia.enhance.zca_whiten",
                   .python = {.float_only = {"eps"}},
                   .overloads = {core::Def(
                       "(Tensor inp, int dim=0, bool unbiased=True, float eps=1e-06) -> Tensor",
                       &kornia::enhance::zca_whiten)},
                   .dtypes = core::DtypesOf(core::ImageDtypes::kFloating),
                   .reduces = core::Reduces::kToSlices,
                   .natives = {"_symmetric_eigen"}});

}  // namespace kornia::enhance
