#include "ops/geometry/get_shear_matrix3d.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/ones_like.h>
#include <ATen/ops/stack.h>
#include <ATen/ops/tan.h>
#include <ATen/ops/zeros_like.h>

#include <array>

#include "ops/core/check.h"
#include "ops/core/math.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/geometry/transform_matrix.h"

namespace kornia::geometry {
namespace get_shear_matrix3d_internal {

// Kornia's _compute_shear_matrix_3d: m00, m10, m20, m01, m11, m21, m02, m12,
// m22 of the tangents (sxy, sxz, syx, syz, szx, szy), in its order of ops.
std::array<at::Tensor, 9> Linear(const std::array<at::Tensor, 6>& t) {
  const auto& [sxy, sxz, syx, syz, szx, szy] = t;
  const at::Tensor ones = at::ones_like(sxy);
  const at::Tensor m11 = sxy * syx + ones, m21 = sxz * syx + syz;
  return {ones,
          sxy,
          sxz,
          syx,
          m11,
          m21,
          syx * szy + szx,
          sxy * szx + szy * m11,
          sxz * szx + szy * m21 + ones};
}

}  // namespace get_shear_matrix3d_internal

at::Tensor get_shear_matrix3d(const at::Tensor& center, const std::optional<at::Tensor>& sxy,
                              const std::optional<at::Tensor>& sxz,
                              const std::optional<at::Tensor>& syx,
                              const std::optional<at::Tensor>& syz,
                              const std::optional<at::Tensor>& szx,
                              const std::optional<at::Tensor>& szy) {
  using get_shear_matrix3d_internal::Linear;
  const core::OpSpec& op = get_shear_matrix3d_op();
  const char* name = op.name.c_str();
  detail::CheckParams(name, "center", center, 3);
  // An absent angle: Kornia's zeros of the center's batch and dtype, made
  // from the center (a zeros of a fixed size is a constant to a traced
  // graph, and the JIT pools constants by value: its -tan(0) = -0.0 would
  // merge with a +0.0 one).
  auto angle = [&](const std::optional<at::Tensor>& s) {
    return s ? *s : at::zeros_like(center.select(-1, 0));
  };
  const std::array<at::Tensor, 6> angles = {angle(sxy), angle(sxz), angle(syx),
                                            angle(syz), angle(szx), angle(szy)};
  constexpr std::array<const char*, 6> kNames = {"sxy", "sxz", "syx", "syz", "szx", "szy"};
  for (size_t i = 0; i < angles.size(); ++i) detail::CheckParams(name, kNames[i], angles[i], 0);
  detail::CheckOneBatch(op, {{"center", &center},
                             {"sxy", &angles[0]},
                             {"sxz", &angles[1]},
                             {"syx", &angles[2]},
                             {"syz", &angles[3]},
                             {"szx", &angles[4]},
                             {"szy", &angles[5]}});
  std::array<at::Tensor, 6> tangents, negated;
  for (size_t i = 0; i < angles.size(); ++i) {
    // libm's tan on every element (core::ScalarPath), wherever it falls in the batch.
    tangents[i] = core::ScalarPath(angles[i], [](const at::Tensor& u) { return at::tan(u); });
    negated[i] = detail::Neg(tangents[i]);
  }
  const at::Tensor x = center.select(-1, 0), y = center.select(-1, 1), z = center.select(-1, 2);
  // The translation from the tangents, the linear part from their negations.
  const auto [p00, p10, p20, p01, p11, p21, p02, p12, p22] = Linear(tangents);
  const at::Tensor m03 = p01 * y + p02 * z;
  const at::Tensor m13 = p10 * x + p11 * y + p12 * z - y;
  const at::Tensor m23 = p20 * x + p21 * y + p22 * z - z;
  const auto [m00, m10, m20, m01, m11, m21, m02, m12, m22] = Linear(negated);
  const at::Tensor shear =
      at::stack({m00, m01, m02, m03, m10, m11, m12, m13, m20, m21, m22, m23}, -1)
          .view_symint({center.sym_size(0), 3, 4});
  return detail::Homography(shear);
}

KC_OP(get_shear_matrix3d,
      {.kornia = "kornia.geometry.transform.get_shear_matrix3d",
       .image = core::ImageSpec{.noun = "center",
                                .rank = core::ImageRank::kAny,
                                .dtypes = core::ImageDtypes::kFloating},
       .overloads = {
           core::Def("(Tensor center, Tensor? sxy=None, Tensor? sxz=None, Tensor? "
                     "syx=None, Tensor? syz=None, Tensor? szx=None, Tensor? szy=None) "
                     "-> Tensor",
                     [](const at::Tensor& center, const c10::optional<at::Tensor>& sxy,
                        const c10::optional<at::Tensor>& sxz, const c10::optional<at::Tensor>& syx,
                        const c10::optional<at::Tensor>& syz, const c10::optional<at::Tensor>& szx,
                        const c10::optional<at::Tensor>& szy) {
                       return kornia::geometry::get_shear_matrix3d(
                           center, kornia::core::StdOptional(sxy), kornia::core::StdOptional(sxz),
                           kornia::core::StdOptional(syx), kornia::core::StdOptional(syz),
                           kornia::core::StdOptional(szx), kornia::core::StdOptional(szy));
                     })}});

}  // namespace kornia::geometry
