#include "ops/geometry/get_affine_matrix3d.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/matmul.h>

#include <array>
#include <utility>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/geometry/get_projective_transform.h"
#include "ops/geometry/get_shear_matrix3d.h"
#include "ops/geometry/transform_matrix.h"

namespace kornia::geometry {

at::Tensor get_affine_matrix3d(const at::Tensor& translations, const at::Tensor& center,
                               const at::Tensor& scale, const at::Tensor& angles,
                               const std::optional<at::Tensor>& sxy,
                               const std::optional<at::Tensor>& sxz,
                               const std::optional<at::Tensor>& syx,
                               const std::optional<at::Tensor>& syz,
                               const std::optional<at::Tensor>& szx,
                               const std::optional<at::Tensor>& szy) {
  const core::OpSpec& op = get_affine_matrix3d_op();
  const char* name = op.name.c_str();
  detail::CheckParams(name, "translations", translations, 3);
  detail::CheckParams(name, "center", center, 3);
  detail::CheckParams(name, "scale", scale, 3);
  detail::CheckParams(name, "angles", angles, 3);
  detail::CheckOneBatch(op, {{"translations", &translations},
                             {"center", &center},
                             {"scale", &scale},
                             {"angles", &angles}});
  const std::array<std::pair<const char*, const std::optional<at::Tensor>*>, 6> shears = {
      {{"sxy", &sxy}, {"sxz", &sxz}, {"syx", &syx}, {"syz", &syz}, {"szx", &szx}, {"szy", &szy}}};
  bool sheared = false;
  for (const auto& [n, s] : shears) {
    if (!*s) continue;
    detail::CheckParams(name, n, **s, 0);
    detail::CheckOneBatch(op, {{"translations", &translations}, {n, &**s}});
    sheared = true;
  }
  const at::Tensor projective = get_projective_transform(center, detail::Neg(angles), scale);
  const at::Tensor affine = at::cat(
      {projective.narrow(-1, 0, 3), projective.narrow(-1, 3, 1) + translations.unsqueeze(-1)}, -1);
  const at::Tensor homography = detail::Homography(affine);
  if (!sheared) return homography;
  return at::matmul(homography, get_shear_matrix3d(center, sxy, sxz, syx, syz, szx, szy));
}

KC_OP(get_affine_matrix3d,
      {.kornia = "kornia.geometry.transform.get_affine_matrix3d",
       .image = core::ImageSpec{.noun = "translations",
                                .rank = core::ImageRank::kAny,
                                .dtypes = core::ImageDtypes::kFloating},
       .overloads = {core::Def(
           "(Tensor translations, Tensor center, Tensor scale, Tensor angles, "
           "Tensor? sxy=None, Tensor? sxz=None, Tensor? syx=None, Tensor? "
           "syz=None, Tensor? szx=None, Tensor? szy=None) -> Tensor",
           [](const at::Tensor& translations, const at::Tensor& center, const at::Tensor& scale,
              const at::Tensor& angles, const c10::optional<at::Tensor>& sxy,
              const c10::optional<at::Tensor>& sxz, const c10::optional<at::Tensor>& syx,
              const c10::optional<at::Tensor>& syz, const c10::optional<at::Tensor>& szx,
              const c10::optional<at::Tensor>& szy) {
             return kornia::geometry::get_affine_matrix3d(
                 translations, center, scale, angles, kornia::core::StdOptional(sxy),
                 kornia::core::StdOptional(sxz), kornia::core::StdOptional(syx),
                 kornia::core::StdOptional(syz), kornia::core::StdOptional(szx),
                 kornia::core::StdOptional(szy));
           })}});

}  // namespace kornia::geometry
