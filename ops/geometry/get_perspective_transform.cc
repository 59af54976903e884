#include "ops/geometry/get_perspective_transform.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/matmul.h>
#include <ATen/ops/ones_like.h>
#include <ATen/ops/stack.h>
#include <ATen/ops/sum.h>
#include <c10/util/StringUtil.h>

#include <utility>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/geometry/transform_matrix.h"

namespace kornia::geometry {
namespace get_perspective_transform_internal {

// Kornia's _unit_square_to_quad: the (B, 3, 3) homography taking the unit
// square's corners (0, 0), (1, 0), (1, 1), (0, 1) to the (B, 4, 2) points.
at::Tensor UnitSquareToQuad(const at::Tensor& points) {
  auto p = [&points](int64_t i, int64_t j) { return points.select(-2, i).select(-1, j); };
  const at::Tensor x0 = p(0, 0), y0 = p(0, 1), x1 = p(1, 0), y1 = p(1, 1);
  const at::Tensor x2 = p(2, 0), y2 = p(2, 1), x3 = p(3, 0), y3 = p(3, 1);
  const at::Tensor dx1 = x1 - x2, dx2 = x3 - x2, sx = x0 - x1 + x2 - x3;
  const at::Tensor dy1 = y1 - y2, dy2 = y3 - y2, sy = y0 - y1 + y2 - y3;
  const at::Tensor denom = dx1 * dy2 - dy1 * dx2;
  const at::Tensor a31 = (sx * dy2 - sy * dx2) / denom;
  const at::Tensor a32 = (dx1 * sy - dy1 * sx) / denom;
  const at::Tensor row0 = at::stack({x1 - x0 + a31 * x1, x3 - x0 + a32 * x3, x0}, -1);
  const at::Tensor row1 = at::stack({y1 - y0 + a31 * y1, y3 - y0 + a32 * y3, y0}, -1);
  const at::Tensor row2 = at::stack({a31, a32, at::ones_like(x0)}, -1);
  return at::stack({row0, row1, row2}, -2);
}

}  // namespace get_perspective_transform_internal

at::Tensor get_perspective_transform(const at::Tensor& points_src, const at::Tensor& points_dst) {
  using get_perspective_transform_internal::UnitSquareToQuad;
  const core::OpSpec& op = get_perspective_transform_op();
  const char* name = op.name.c_str();
  for (const auto& [n, t] : {std::pair{"points_src", &points_src}, {"points_dst", &points_dst}})
    KC_CHECK(t->dim() == 3 && t->sym_size(1) == 4 && t->sym_size(2) == 2, name,
             c10::str(n, " of shape (B, 4, 2)"), "shape ", t->sizes());
  KC_CHECK(points_src.sym_sizes() == points_dst.sym_sizes(), name,
           "points_src and points_dst of one shape", "shapes ", points_src.sizes(), " and ",
           points_dst.sizes());
  KC_CHECK_DTYPE(points_dst.scalar_type() == points_src.scalar_type(), name,
                 c10::str("points_dst in the dtype of points_src (",
                          core::DtypeName(points_src.scalar_type()), ")"),
                 core::DtypeName(points_dst.scalar_type()));
  // Its own dtype after the others' agreement with it: arguments of two
  // dtypes are refused as that (Kornia's ValueError where it checks one
  // dtype; kornia_cpp raises the refusal as TypeError and ValueError both).
  core::CheckImage(op, points_src);
  const at::ScalarType dtype = points_src.scalar_type();
  // Kornia's _normalize_to_float32_or_float64.
  const at::ScalarType work = dtype == at::kDouble ? at::kDouble : at::kFloat;
  const at::Tensor h_s = UnitSquareToQuad(points_src.to(work));
  const at::Tensor h_d = UnitSquareToQuad(points_dst.to(work));
  const at::Tensor transform = at::matmul(h_d, detail::Inverse3x3(h_s));
  return (transform / transform.narrow(-2, 2, 1).narrow(-1, 2, 1)).to(dtype);
}

KC_OP(get_perspective_transform,
      {.kornia = "kornia.geometry.transform.get_perspective_transform",
       .image = core::ImageSpec{.noun = "points_src",
                                .rank = core::ImageRank::kAny,
                                .dtypes = core::ImageDtypes::kFloating},
       .overloads = {core::Def("(Tensor points_src, Tensor points_dst) -> Tensor",
                               &get_perspective_transform)}});

}  // namespace kornia::geometry
