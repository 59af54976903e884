#include "ops/geometry/get_rotation_matrix2d.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/cos.h>
#include <ATen/ops/matmul.h>
#include <ATen/ops/ones.h>
#include <ATen/ops/sin.h>
#include <ATen/ops/stack.h>
#include <ATen/ops/zeros.h>

#include <cmath>

#include "ops/core/check.h"
#include "ops/core/math.h"
#include "ops/core/op_registration.h"
#include "ops/geometry/transform_matrix.h"

namespace kornia::geometry {
namespace get_rotation_matrix2d_internal {

// (B, 3, 3): [[m00, m01, m02], [m10, m11, m12], [0, 0, 1]] from (B) entries,
// the zeros and the one exact (Kornia's eye_like then assignments).
at::Tensor Matrix3(const at::Tensor& m00, const at::Tensor& m01, const at::Tensor& m02,
                   const at::Tensor& m10, const at::Tensor& m11, const at::Tensor& m12) {
  const c10::SymInt b = m00.sym_size(0);
  return detail::Homography(at::stack({m00, m01, m02, m10, m11, m12}, -1).view_symint({b, 2, 3}));
}

}  // namespace get_rotation_matrix2d_internal

at::Tensor get_rotation_matrix2d(const at::Tensor& center, const at::Tensor& angle,
                                 const at::Tensor& scale) {
  using get_rotation_matrix2d_internal::Matrix3;
  const core::OpSpec& op = get_rotation_matrix2d_op();
  const char* name = op.name.c_str();
  detail::CheckParams(name, "center", center, 2);
  detail::CheckParams(name, "angle", angle, 0);
  detail::CheckParams(name, "scale", scale, 2);
  detail::CheckOneBatch(op, {{"center", &center}, {"angle", &angle}, {"scale", &scale}});
  const at::Tensor zero = at::zeros_symint({center.sym_size(0)}, center.options());
  const at::Tensor one = at::ones_symint({center.sym_size(0)}, center.options());
  const at::Tensor x = center.select(-1, 0), y = center.select(-1, 1);
  // kornia.geometry.conversions.angle_to_rotation_matrix of deg2rad(angle).
  const at::Tensor radians = angle * (M_PI / 180.0);
  // libm's on every element (core::ScalarPath): ATen's vector kernel rounds
  // otherwise, so a value would follow its place in the batch.
  const at::Tensor cos_a =
      core::ScalarPath(radians, [](const at::Tensor& t) { return at::cos(t); });
  const at::Tensor sin_a =
      core::ScalarPath(radians, [](const at::Tensor& t) { return at::sin(t); });
  const at::Tensor shift = Matrix3(one, zero, x, zero, one, y);
  const at::Tensor rotation = Matrix3(cos_a, sin_a, zero, detail::Neg(sin_a), cos_a, zero);
  // Kornia scales its identity's diagonal in place: 1 * s.
  const at::Tensor scaling =
      Matrix3(one * scale.select(-1, 0), zero, zero, zero, one * scale.select(-1, 1), zero);
  const at::Tensor shift_inv = Matrix3(one, zero, detail::Neg(x), zero, one, detail::Neg(y));
  const at::Tensor affine = at::matmul(at::matmul(at::matmul(shift, rotation), scaling), shift_inv);
  return affine.narrow(-2, 0, 2);
}

KC_OP(get_rotation_matrix2d,
      {.kornia = "kornia.geometry.transform.get_rotation_matrix2d",
       .image = core::ImageSpec{.noun = "center",
                                .rank = core::ImageRank::kAny,
                                .dtypes = core::ImageDtypes::kFloating},
       .overloads = {core::Def("(Tensor center, Tensor angle, Tensor scale) -> Tensor",
                               &get_rotation_matrix2d)}});

}  // namespace kornia::geometry
