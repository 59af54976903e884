#include "ops/geometry/batched_squared_norm.h"

#include "ops/core/op_registration.h"
#include "ops/geometry/batched_dot_product.h"

namespace kornia::geometry {

at::Tensor batched_squared_norm(const at::Tensor& x, bool keepdim) {
  return detail::DotProduct(batched_squared_norm_op(), x, x, keepdim);
}

KC_OP(batched_squared_norm,
      {.kornia = "kornia.geometry.linalg.batched_squared_norm",
       .image = core::ImageSpec{.noun = "x",
                                .rank = core::ImageRank::kVectors,
                                .dtypes = core::ImageDtypes::kReal},
       .overloads = {core::Def("(Tensor x, bool keepdim=False) -> Tensor", &batched_squared_norm)},
       .reduces = core::Reduces::kToSlices});

}  // namespace kornia::geometry
