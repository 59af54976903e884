#include "ops/geometry/get_shear_matrix2d.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/ones_like.h>
#include <ATen/ops/stack.h>
#include <ATen/ops/tan.h>
#include <ATen/ops/zeros_like.h>

#include "ops/core/check.h"
#include "ops/core/math.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/geometry/transform_matrix.h"

namespace kornia::geometry {

at::Tensor get_shear_matrix2d(const at::Tensor& center, const std::optional<at::Tensor>& sx,
                              const std::optional<at::Tensor>& sy) {
  const core::OpSpec& op = get_shear_matrix2d_op();
  const char* name = op.name.c_str();
  detail::CheckParams(name, "center", center, 2);
  // An absent angle: Kornia's zeros of the center's batch and dtype, made
  // from the center (a zeros of a fixed size is a constant to a traced
  // graph, and the JIT pools constants by value: its -tan(0) = -0.0 would
  // merge with a +0.0 one).
  auto angle = [&](const std::optional<at::Tensor>& s) {
    return s ? *s : at::zeros_like(center.select(-1, 0));
  };
  const at::Tensor ax = angle(sx), ay = angle(sy);
  detail::CheckParams(name, "sx", ax, 0);
  detail::CheckParams(name, "sy", ay, 0);
  detail::CheckOneBatch(op, {{"center", &center}, {"sx", &ax}, {"sy", &ay}});
  const at::Tensor x = center.select(-1, 0), y = center.select(-1, 1);
  // libm's tan on every element (core::ScalarPath), wherever it falls in the batch.
  const auto tan = [](const at::Tensor& t) {
    return core::ScalarPath(t, [](const at::Tensor& u) { return at::tan(u); });
  };
  const at::Tensor sx_tan = tan(ax), sy_tan = tan(ay);
  const at::Tensor ones = at::ones_like(ax);
  const at::Tensor shear = at::stack({ones, detail::Neg(sx_tan), sx_tan * y, detail::Neg(sy_tan),
                                      ones + sx_tan * sy_tan, sy_tan * (x - sx_tan * y)},
                                     -1)
                               .view_symint({center.sym_size(0), 2, 3});
  return detail::Homography(shear);
}

KC_OP(get_shear_matrix2d,
      {.kornia = "kornia.geometry.transform.get_shear_matrix2d",
       .image = core::ImageSpec{.noun = "center",
                                .rank = core::ImageRank::kAny,
                                .dtypes = core::ImageDtypes::kFloating},
       .overloads = {core::Def("(Tensor center, Tensor? sx=None, Tensor? sy=None) -> Tensor",
                               [](const at::Tensor& center, const c10::optional<at::Tensor>& sx,
                                  const c10::optional<at::Tensor>& sy) {
                                 return kornia::geometry::get_shear_matrix2d(
                                     center, kornia::core::StdOptional(sx),
                                     kornia::core::StdOptional(sy));
                               })}});

}  // namespace kornia::geometry
