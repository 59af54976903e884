#include "ops/geometry/squared_norm.h"

#include "ops/core/op_registration.h"
#include "ops/geometry/batched_dot_product.h"

namespace kornia::geometry {

at::Tensor squared_norm(const at::Tensor& x, bool keepdim) {
  return detail::DotProduct(squared_norm_op(), x, x, keepdim);
}

KC_OP(squared_norm,
      {.kornia = "kornia.geometry.linalg.squared_norm",
       .image = core::ImageSpec{.noun = "x",
                                .rank = core::ImageRank::kVectors,
                                .dtypes = core::ImageDtypes::kReal},
       .overloads = {core::Def("(Tensor x, bool keepdim=False) -> Tensor", &squared_norm)},
       .reduces = core::Reduces::kToSlices});

}  // namespace kornia::geometry
