#include "ops/geometry/invert_affine_transform.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/stack.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/geometry/transform_matrix.h"

namespace kornia::geometry {

at::Tensor invert_affine_transform(const at::Tensor& matrix) {
  const core::OpSpec& op = invert_affine_transform_op();
  core::CheckImage(op, matrix);
  KC_CHECK(matrix.dim() == 3 && matrix.sym_size(1) == 2 && matrix.sym_size(2) == 3, op.name.c_str(),
           "matrix of shape (B, 2, 3)", "shape ", matrix.sizes());
  const at::Tensor m = matrix.to(at::kDouble);
  auto entry = [&m](int64_t r, int64_t c) { return m.select(-2, r).select(-1, c); };
  const at::Tensor a = entry(0, 0), b = entry(0, 1), tx = entry(0, 2);
  const at::Tensor c = entry(1, 0), d = entry(1, 1), ty = entry(1, 2);
  const at::Tensor det = a * d - b * c;
  const at::Tensor inverse =
      at::stack({d, detail::Neg(b), b * ty - d * tx, detail::Neg(c), a, c * tx - a * ty}, -1) /
      det.unsqueeze(-1);
  return inverse.view_symint({matrix.sym_size(0), 2, 3}).to(matrix.scalar_type());
}

KC_OP(invert_affine_transform,
      {.kornia = "kornia.geometry.transform.invert_affine_transform",
       .image = core::ImageSpec{.noun = "matrix",
                                .rank = core::ImageRank::kAny,
                                .dtypes = core::ImageDtypes::kFloating},
       .overloads = {core::Def("(Tensor matrix) -> Tensor", &invert_affine_transform)}});

}  // namespace kornia::geometry
