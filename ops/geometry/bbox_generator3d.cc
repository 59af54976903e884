#include "ops/geometry/bbox_generator3d.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/stack.h>
#include <ATen/ops/zeros_like.h>
#include <c10/util/StringUtil.h>

#include <tuple>
#include <utility>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"

namespace kornia::geometry {

at::Tensor bbox_generator3d(const at::Tensor& x_start, const at::Tensor& y_start,
                            const at::Tensor& z_start, const at::Tensor& width,
                            const at::Tensor& height, const at::Tensor& depth) {
  const core::OpSpec& op = bbox_generator3d_op();
  const char* name = op.name.c_str();
  for (const auto& [a, b, c, what] :
       {std::tuple{&x_start, &y_start, &z_start, "x_start, y_start and z_start"},
        std::tuple{&width, &height, &depth, "width, height and depth"}})
    KC_CHECK(a->dim() <= 1 && a->sym_sizes() == b->sym_sizes() && a->sym_sizes() == c->sym_sizes(),
             name, c10::str(what, " of one shape, () or (B)"), "shapes ", a->sizes(), ", ",
             b->sizes(), " and ", c->sizes());
  for (const auto& [n, t] : {std::pair{"y_start", &y_start},
                             {"z_start", &z_start},
                             {"width", &width},
                             {"height", &height},
                             {"depth", &depth}})
    KC_CHECK_DTYPE(
        t->scalar_type() == x_start.scalar_type(), name,
        c10::str(n, " in the dtype of x_start (", core::DtypeName(x_start.scalar_type()), ")"),
        core::DtypeName(t->scalar_type()));
  core::CheckImage(op, x_start);
  const c10::SymInt boxes = x_start.sym_numel(), sizes = width.sym_numel();
  KC_CHECK(
      sizes == 1 || sizes == boxes, name,
      c10::str("width, height and depth of one value or one per box (", x_start.sym_numel(), ")"),
      "shape ", width.sizes());
  // Kornia adds each coordinate into zeros: 0 + start (-0.0 becomes +0.0),
  // then (0 + start) + (size - 1) for the far ones.
  const at::Tensor zero = at::zeros_like(x_start.reshape(-1));
  const at::Tensor x0 = zero + x_start.reshape(-1), y0 = zero + y_start.reshape(-1),
                   z0 = zero + z_start.reshape(-1);
  const at::Tensor x1 = x0 + (width.reshape(-1) - 1), y1 = y0 + (height.reshape(-1) - 1),
                   z1 = z0 + (depth.reshape(-1) - 1);
  auto corner = [](const at::Tensor& x, const at::Tensor& y, const at::Tensor& z) {
    return at::stack({x, y, z}, -1);
  };
  return at::stack({corner(x0, y0, z0), corner(x1, y0, z0), corner(x1, y1, z0), corner(x0, y1, z0),
                    corner(x0, y0, z1), corner(x1, y0, z1), corner(x1, y1, z1), corner(x0, y1, z1)},
                   -2);
}

KC_OP(bbox_generator3d,
      {.kornia = "kornia.geometry.bbox.bbox_generator3d",
       .image = core::ImageSpec{.noun = "x_start",
                                .rank = core::ImageRank::kAny,
                                .dtypes = core::ImageDtypes::kNumeric},
       .overloads = {core::Def("(Tensor x_start, Tensor y_start, Tensor z_start, Tensor width, "
                               "Tensor height, Tensor depth) -> Tensor",
                               &bbox_generator3d)}});

}  // namespace kornia::geometry
