#include "ops/geometry/get_projective_transform.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/matmul.h>
#include <ATen/ops/where.h>
#include <ATen/ops/zeros.h>
#include <ATen/ops/zeros_like.h>

#include <cmath>

#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/op_registration.h"
#include "ops/geometry/transform_matrix.h"

namespace kornia::geometry {
namespace get_projective_transform_internal {

// [[I, column], [0, 1]] (B, 4, 4) for a (B, 3) column.
at::Tensor Translation(const at::Tensor& column) {
  const c10::SymInt b = column.sym_size(0);
  const at::Tensor eye = core::Eye(3, column.options()).expand_symint({b, 3, 3});
  return detail::Homography(at::cat({eye, column.unsqueeze(-1)}, -1));
}

}  // namespace get_projective_transform_internal

at::Tensor get_projective_transform(const at::Tensor& center, const at::Tensor& angles,
                                    const at::Tensor& scales) {
  using get_projective_transform_internal::Translation;
  const core::OpSpec& op = get_projective_transform_op();
  const char* name = op.name.c_str();
  detail::CheckParams(name, "center", center, 3);
  detail::CheckParams(name, "angles", angles, 3);
  detail::CheckParams(name, "scales", scales, 3);
  detail::CheckOneBatch(op, {{"center", &center}, {"angles", &angles}, {"scales", &scales}});
  const c10::SymInt b = center.sym_size(0);
  // torch.deg2rad: angles * (pi / 180).
  const at::Tensor rotation = detail::AxisAngleToRotationMatrix(angles * (M_PI / 180.0));
  // eye_like(3) * scales.unsqueeze(1): column j scaled by s_j (0 * s off the diagonal).
  const at::Tensor scaling =
      core::Eye(3, center.options()).expand_symint({b, 3, 3}) * scales.unsqueeze(1);
  const at::Tensor rs = at::matmul(rotation, scaling);
  // Kornia adds the center to the identity's zeros: 0 + center, -0.0 made
  // +0.0 by a where (an add of 0 is a no-op a compiler may drop).
  const at::Tensor shift = at::where(center == 0, at::zeros_like(center), center);
  const at::Tensor from_origin = Translation(shift), to_origin = Translation(detail::Neg(shift));
  const at::Tensor projection =
      detail::Homography(at::cat({rs, at::zeros_symint({b, 3, 1}, center.options())}, -1));
  return at::matmul(at::matmul(from_origin, projection), to_origin).narrow(-2, 0, 3);
}

KC_OP(get_projective_transform,
      {.kornia = "kornia.geometry.transform.get_projective_transform",
       .image = core::ImageSpec{.noun = "center",
                                .rank = core::ImageRank::kAny,
                                .dtypes = core::ImageDtypes::kFloating},
       .overloads = {core::Def("(Tensor center, Tensor angles, Tensor scales) -> Tensor",
                               &get_projective_transform)}});

}  // namespace kornia::geometry
