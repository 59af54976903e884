#include "ops/geometry/get_affine_matrix2d.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/matmul.h>

#include <utility>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/geometry/get_rotation_matrix2d.h"
#include "ops/geometry/get_shear_matrix2d.h"
#include "ops/geometry/transform_matrix.h"

namespace kornia::geometry {

at::Tensor get_affine_matrix2d(const at::Tensor& translations, const at::Tensor& center,
                               const at::Tensor& scale, const at::Tensor& angle,
                               const std::optional<at::Tensor>& sx,
                               const std::optional<at::Tensor>& sy) {
  const core::OpSpec& op = get_affine_matrix2d_op();
  const char* name = op.name.c_str();
  detail::CheckParams(name, "translations", translations, 2);
  detail::CheckParams(name, "center", center, 2);
  detail::CheckParams(name, "scale", scale, 2);
  detail::CheckParams(name, "angle", angle, 0);
  detail::CheckOneBatch(
      op,
      {{"translations", &translations}, {"center", &center}, {"scale", &scale}, {"angle", &angle}});
  for (const auto& [n, s] : {std::pair{"sx", &sx}, std::pair{"sy", &sy}}) {
    if (!*s) continue;
    detail::CheckParams(name, n, **s, 0);
    detail::CheckOneBatch(op, {{"translations", &translations}, {n, &**s}});
  }
  const at::Tensor rotation = get_rotation_matrix2d(center, detail::Neg(angle), scale);
  const at::Tensor affine = at::cat(
      {rotation.narrow(-1, 0, 2), rotation.narrow(-1, 2, 1) + translations.unsqueeze(-1)}, -1);
  const at::Tensor homography = detail::Homography(affine);
  if (!sx && !sy) return homography;
  return at::matmul(homography, get_shear_matrix2d(center, sx, sy));
}

KC_OP(get_affine_matrix2d,
      {.kornia = "kornia.geometry.transform.get_affine_matrix2d",
       .image = core::ImageSpec{.noun = "translations",
                                .rank = core::ImageRank::kAny,
                                .dtypes = core::ImageDtypes::kFloating},
       .overloads = {
           core::Def("(Tensor translations, Tensor center, Tensor scale, Tensor angle, "
                     "Tensor? sx=None, Tensor? sy=None) -> Tensor",
                     [](const at::Tensor& translations, const at::Tensor& center,
                        const at::Tensor& scale, const at::Tensor& angle,
                        const c10::optional<at::Tensor>& sx, const c10::optional<at::Tensor>& sy) {
                       return kornia::geometry::get_affine_matrix2d(
                           translations, center, scale, angle, kornia::core::StdOptional(sx),
                           kornia::core::StdOptional(sy));
                     })}});

}  // namespace kornia::geometry
