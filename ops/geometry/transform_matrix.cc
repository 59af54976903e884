#include "ops/geometry/transform_matrix.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/cos.h>
#include <ATen/ops/linalg_cross.h>
#include <ATen/ops/ones.h>
#include <ATen/ops/ones_like.h>
#include <ATen/ops/rsub.h>
#include <ATen/ops/sin.h>
#include <ATen/ops/stack.h>
#include <ATen/ops/sum.h>
#include <ATen/ops/where.h>
#include <ATen/ops/zeros.h>
#include <c10/util/StringUtil.h>

#include <sstream>
#include <string>

#include "ops/core/check.h"
#include "ops/core/math.h"

namespace kornia::geometry::detail {

void CheckParams(const char* op, const char* name, const at::Tensor& t, int64_t n) {
  const bool ok = n == 0 ? t.dim() == 1 : t.dim() == 2 && t.sym_size(1) == n;
  KC_CHECK(ok, op,
           n == 0 ? c10::str(name, " of shape (B)") : c10::str(name, " of shape (B, ", n, ")"),
           "shape ", t.sizes());
}

void CheckOneBatch(const core::OpSpec& spec,
                   std::initializer_list<std::pair<const char*, const at::Tensor*>> named) {
  const char* op = spec.name.c_str();
  const auto& [first_name, first] = *named.begin();
  bool same = true;
  for (const auto& [name, t] : named) {
    KC_CHECK_DTYPE(t->scalar_type() == first->scalar_type(), op,
                   c10::str(name, " in the dtype of ", first_name, " (",
                            core::DtypeName(first->scalar_type()), ")"),
                   core::DtypeName(t->scalar_type()));
    same = same && t->sym_size(0) == first->sym_size(0);
  }
  if (same) {
    core::CheckImage(spec, *first);
    return;
  }
  // The message only where the check fails: sizes() of a symbolic shape
  // (torch.export's dynamic batch) would specialize it.
  std::ostringstream names, shapes;
  size_t i = 0;
  for (const auto& [name, t] : named) {
    const char* sep = i == 0 ? "" : (i + 1 == named.size() ? " and " : ", ");
    names << sep << name;
    shapes << sep << t->sizes();
    ++i;
  }
  KC_CHECK(false, op, c10::str(names.str(), " of one batch size"), "shapes ", shapes.str());
}

at::Tensor Neg(const at::Tensor& x) { return x * -1.0; }

at::Tensor AxisAngleToRotationMatrix(const at::Tensor& axis_angle) {
  const c10::SymInt b = axis_angle.sym_size(0);
  const at::Tensor theta2 = at::sum(axis_angle * axis_angle, -1);
  const at::Tensor mask = theta2 > 1e-6;
  const at::Tensor ones = at::ones_like(theta2);
  auto rows = [&b](std::initializer_list<at::Tensor> r) {
    return at::stack(r, -1).view_symint({b, 3, 3});
  };
  // Rodrigues on a stand-in theta**2 of 1 where the Taylor branch is taken.
  const at::Tensor theta = core::Sqrt(at::where(mask, theta2, ones));
  const at::Tensor w = axis_angle / theta.unsqueeze(-1);
  const at::Tensor wx = w.select(-1, 0), wy = w.select(-1, 1), wz = w.select(-1, 2);
  const at::Tensor cos = core::ScalarPath(theta, [](const at::Tensor& t) { return at::cos(t); });
  const at::Tensor sin = core::ScalarPath(theta, [](const at::Tensor& t) { return at::sin(t); });
  const at::Tensor omc = at::rsub(cos, 1.0);  // 1.0 - cos
  const at::Tensor wxwy = wx * wy, wxwz = wx * wz, wywz = wy * wz;
  const at::Tensor rodrigues =
      rows({cos + wx * wx * omc, wxwy * omc - wz * sin, wy * sin + wxwz * omc,
            wz * sin + wxwy * omc, cos + wy * wy * omc, Neg(wx) * sin + wywz * omc,
            Neg(wy) * sin + wxwz * omc, wx * sin + wywz * omc, cos + wz * wz * omc});
  // The Taylor series: a = 1 - theta**2 / 6, b = 1/2 - theta**2 / 24.
  const at::Tensor rx = axis_angle.select(-1, 0), ry = axis_angle.select(-1, 1),
                   rz = axis_angle.select(-1, 2);
  const at::Tensor a = ones - theta2 / 6.0, c = 0.5 * ones - theta2 / 24.0;
  const at::Tensor rx2 = rx * rx, ry2 = ry * ry, rz2 = rz * rz;
  const at::Tensor rxry = rx * ry, rxrz = rx * rz, ryrz = ry * rz;
  const at::Tensor taylor =
      rows({ones - c * (ry2 + rz2), Neg(a) * rz + c * rxry, a * ry + c * rxrz, a * rz + c * rxry,
            ones - c * (rx2 + rz2), Neg(a) * rx + c * ryrz, Neg(a) * ry + c * rxrz,
            a * rx + c * ryrz, ones - c * (rx2 + ry2)});
  return at::where(mask.view_symint({b, 1, 1}), rodrigues, taylor);
}

at::Tensor Homography(const at::Tensor& affine) {
  const c10::SymInt b = affine.sym_size(0), cols = affine.sym_size(2);
  const at::Tensor row = at::cat({at::zeros_symint({b, 1, cols - 1}, affine.options()),
                                  at::ones_symint({b, 1, 1}, affine.options())},
                                 -1);
  return at::cat({affine, row}, -2);
}

at::Tensor Inverse3x3(const at::Tensor& m) {
  const at::Tensor a = m.select(-1, 0), b = m.select(-1, 1), c = m.select(-1, 2);
  const at::Tensor row0 = at::linalg_cross(b, c, -1);
  const at::Tensor row1 = at::linalg_cross(c, a, -1);
  const at::Tensor row2 = at::linalg_cross(a, b, -1);
  const at::Tensor det = at::sum(a * row0, -1);
  return at::stack({row0, row1, row2}, -2) / det.unsqueeze(-1).unsqueeze(-1);
}

}  // namespace kornia::geometry::detail
