#include "ops/geometry/batched_dot_product.h"

#include <ATen/TensorOperators.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/geometry/linalg.h"

namespace kornia::geometry {

namespace detail {

at::Tensor DotProduct(const core::OpSpec& op, const at::Tensor& x, const at::Tensor& y,
                      bool keepdim) {
  core::CheckImage(op, x);
  core::CheckImage(
      op.Subject().c_str(), y,
      core::ImageSpec{
          .noun = "y", .rank = core::ImageRank::kVectors, .dtypes = core::ImageDtypes::kReal});
  detail::CheckBroadcast(op.Subject().c_str(), "x", x, "y", y);
  // Summed from a dense product: the order of the sum then follows the
  // shapes alone, not the inputs' layouts.
  return (x * y).contiguous().sum(-1, keepdim);
}

}  // namespace detail

at::Tensor batched_dot_product(const at::Tensor& x, const at::Tensor& y, bool keepdim) {
  return detail::DotProduct(batched_dot_product_op(), x, y, keepdim);
}

KC_OP(batched_dot_product,
      {.kornia = "kornia.geometry.linalg.batched_dot_product",
       .image = core::ImageSpec{.noun = "x",
                                .rank = core::ImageRank::kVectors,
                                .dtypes = core::ImageDtypes::kReal},
       .overloads = {core::Def("(Tensor x, Tensor y, bool keepdim=False) -> Tensor",
                               &batched_dot_product)},
       .reduces = core::Reduces::kToSlices});

}  // namespace kornia::geometry
