#include "ops/geometry/linalg.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/empty.h>
#include <ATen/ops/ones.h>
#include <ATen/ops/ones_like.h>
#include <ATen/ops/where.h>
#include <ATen/ops/zeros.h>

#include "ops/core/check.h"
#include "ops/core/shape.h"

namespace kornia::geometry::detail {

at::Tensor FromHomogeneous(const at::Tensor& points) {
  const int64_t d = points.dim() > 0 ? core::HostSize(points, -1) : 0;
  const at::Tensor z = points.narrow(-1, d - 1, 1);
  const at::Tensor mask = z.abs() > 1e-8;
  const at::Tensor safe = at::where(mask, z, at::ones_like(z));
  const at::Tensor scale = at::where(mask, safe.reciprocal(), at::ones_like(z));
  return scale * points.narrow(-1, 0, d - 1);
}

void CheckBroadcast(const char* op, const char* name_a, const at::Tensor& a, const char* name_b,
                    const at::Tensor& b, int64_t skip) {
  KC_CHECK(core::Broadcastable(a.sym_sizes().slice(0, a.dim() - skip),
                               b.sym_sizes().slice(0, b.dim() - skip)),
           op, c10::str(name_a, " and ", name_b, " of shapes that broadcast"), "shapes ", a.sizes(),
           " and ", b.sizes());
}

at::ScalarType DefaultFloating(const at::Tensor& like) {
  return at::empty({0}, at::TensorOptions().device(like.device())).scalar_type();
}

at::Tensor Floating(const at::Tensor& x) {
  return at::isFloatingType(x.scalar_type()) ? x : x.to(DefaultFloating(x));
}

void CheckTransform(const char* op, const char* name, const at::Tensor& t) {
  const bool shape_ok =
      (t.dim() == 2 || t.dim() == 3) && t.sym_size(-1) == 4 && t.sym_size(-2) == 4;
  KC_CHECK(shape_ok, op, c10::str(name, " of shape (N, 4, 4) or (4, 4)"), "shape ", t.sizes());
  KC_CHECK_DTYPE(!c10::isComplexType(t.scalar_type()) && t.scalar_type() != at::kBool, op,
                 c10::str("a real, non-bool ", name), core::DtypeName(t.scalar_type()));
}

core::SymShape TransformPairBatch(const char* op, const char* name_a, const at::Tensor& a,
                                  const char* name_b, const at::Tensor& b) {
  CheckTransform(op, name_a, a);
  CheckTransform(op, name_b, b);
  KC_CHECK(a.dim() == b.dim(), op,
           c10::str(name_a, " and ", name_b, " with the same number of dims"), "shapes ", a.sizes(),
           " and ", b.sizes());
  KC_CHECK_DTYPE(
      a.scalar_type() == b.scalar_type(), op,
      c10::str(name_b, " in the dtype of ", name_a, " (", core::DtypeName(a.scalar_type()), ")"),
      core::DtypeName(b.scalar_type()));
  if (a.dim() == 2) return {};
  const c10::SymInt na = a.sym_size(0), nb = b.sym_size(0);
  KC_CHECK(na == nb || na == 1 || nb == 1, op,
           c10::str(name_a, " and ", name_b, " with batches that broadcast"), "shapes ", a.sizes(),
           " and ", b.sizes());
  return {na == 1 ? nb : na};
}

at::Tensor RigidMatrix(const at::Tensor& rmat, const at::Tensor& tvec,
                       const core::SymShape& batch) {
  auto shape = [&batch](int64_t rows, int64_t cols) {
    core::SymShape s = batch;
    s.insert(s.end(), {rows, cols});
    return s;
  };
  const at::Tensor top =
      at::cat({rmat.expand_symint(shape(3, 3)), tvec.expand_symint(shape(3, 1))}, -1);
  const at::Tensor row = at::cat(
      {at::zeros_symint(shape(1, 3), rmat.options()), at::ones_symint(shape(1, 1), rmat.options())},
      -1);
  return at::cat({top, row}, -2);
}

}  // namespace kornia::geometry::detail
