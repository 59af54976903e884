#include "ops/geometry/transform_points.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/bmm.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/ones_like.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/geometry/linalg.h"

namespace kornia::geometry {

at::Tensor transform_points(const at::Tensor& trans_01, const at::Tensor& points_1) {
  const core::OpSpec& op = transform_points_op();
  const char* name = op.name.c_str();
  core::CheckImage(op, trans_01);
  KC_CHECK(trans_01.dim() >= 2 && trans_01.sym_size(-1) == trans_01.sym_size(-2), name,
           "trans_01 of shape (D + 1, D + 1) or (B, D + 1, D + 1)", "shape ", trans_01.sizes());
  KC_CHECK(points_1.dim() >= 2 && points_1.sym_size(-1) > 0, name,
           "points_1 of shape (N, D) or (B, N, D) with D >= 1", "shape ", points_1.sizes());
  KC_CHECK_DTYPE(!c10::isComplexType(points_1.scalar_type()), name, "real points_1",
                 core::DtypeName(points_1.scalar_type()));
  // The result's dtype: the points' if floating, else the transformation's
  // if floating, else torch's default.
  at::ScalarType out_dtype = points_1.scalar_type();
  if (!at::isFloatingType(out_dtype))
    out_dtype = at::isFloatingType(trans_01.scalar_type()) ? trans_01.scalar_type()
                                                           : detail::DefaultFloating(points_1);
  at::Tensor trans = at::isFloatingType(trans_01.scalar_type()) ? trans_01 : trans_01.to(out_dtype);
  if (trans.dim() == 2) trans = trans.unsqueeze(0);
  const c10::SymInt tb = trans.sym_size(0);
  const bool unbatched = points_1.dim() == 2 && tb > 1;
  KC_CHECK(tb == 1 || (tb == points_1.sym_size(0) && !unbatched), name,
           "a trans_01 batch of 1 or of points_1's batch (a 2-D points_1 has none)", "shapes ",
           trans_01.sizes(), " and ", points_1.sizes());
  const c10::SymInt d = points_1.sym_size(-1);
  KC_CHECK(trans.sym_size(-1) == d + 1, name, "trans_01 of side D + 1 for points_1 of dim D",
           "shapes ", trans_01.sizes(), " and ", points_1.sizes());
  // (B, N, D) and (T, D + 1, D + 1), then each transformation repeated for
  // the B / T point sets it applies to (Kornia's repeat_interleave).
  const c10::SymInt n = points_1.sym_size(-2);
  c10::SymInt sets = 1;
  for (int64_t i = 0; i + 2 < points_1.dim(); ++i) sets = sets * points_1.sym_size(i);
  const at::Tensor points = core::Reshape(points_1, {sets, n, d});
  core::SymShape trans_lead(trans.sym_sizes().begin(), trans.sym_sizes().end() - 2);
  c10::SymInt t = 1;
  for (const c10::SymInt& s : trans_lead) t = t * s;
  const c10::SymInt repeats = t == 0 ? c10::SymInt(0) : sets / t;
  trans = core::Reshape(trans, {t, 1, d + 1, d + 1})
              .expand_symint({t, repeats, d + 1, d + 1})
              .reshape_symint({t * repeats, d + 1, d + 1})
              .contiguous();
  const at::Tensor homogeneous = at::cat({points, at::ones_like(points.narrow(-1, 0, 1))}, -1);
  const at::Tensor moved = detail::FromHomogeneous(
      at::bmm(homogeneous.to(trans.scalar_type()), trans.permute({0, 2, 1})));
  return moved.reshape_symint(points_1.sym_sizes()).to(out_dtype);
}

KC_OP(transform_points, {.kornia = "kornia.geometry.linalg.transform_points",
                         .image = core::ImageSpec{.noun = "trans_01",
                                                  .rank = core::ImageRank::kAny,
                                                  .dtypes = core::ImageDtypes::kReal},
                         .overloads = {core::Def("(Tensor trans_01, Tensor points_1) -> Tensor",
                                                 &transform_points)}});

}  // namespace kornia::geometry
