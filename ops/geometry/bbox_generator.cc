#include "ops/geometry/bbox_generator.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/stack.h>
#include <c10/util/StringUtil.h>

#include <tuple>
#include <utility>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"

namespace kornia::geometry {

at::Tensor bbox_generator(const at::Tensor& x_start, const at::Tensor& y_start,
                          const at::Tensor& width, const at::Tensor& height) {
  const core::OpSpec& op = bbox_generator_op();
  const char* name = op.name.c_str();
  for (const auto& [a, b, na, nb] : {std::tuple{&x_start, &y_start, "x_start", "y_start"},
                                     std::tuple{&width, &height, "width", "height"}})
    KC_CHECK(a->dim() <= 1 && a->sym_sizes() == b->sym_sizes(), name,
             c10::str(na, " and ", nb, " of one shape, () or (B)"), "shapes ", a->sizes(), " and ",
             b->sizes());
  for (const auto& [n, t] :
       {std::pair{"y_start", &y_start}, {"width", &width}, {"height", &height}})
    KC_CHECK_DTYPE(
        t->scalar_type() == x_start.scalar_type(), name,
        c10::str(n, " in the dtype of x_start (", core::DtypeName(x_start.scalar_type()), ")"),
        core::DtypeName(t->scalar_type()));
  core::CheckImage(op, x_start);
  const c10::SymInt boxes = x_start.sym_numel(), sizes = width.sym_numel();
  KC_CHECK(sizes == 1 || sizes == boxes, name,
           c10::str("width and height of one value or one per box (", x_start.sym_numel(), ")"),
           "shape ", width.sizes());
  const at::Tensor x0 = x_start.reshape(-1), y0 = y_start.reshape(-1);
  const at::Tensor x1 = x0 + width.reshape(-1) - 1, y1 = y0 + height.reshape(-1) - 1;
  return at::stack({at::stack({x0, y0}, -1), at::stack({x1, y0}, -1), at::stack({x1, y1}, -1),
                    at::stack({x0, y1}, -1)},
                   -2);
}

KC_OP(bbox_generator,
      {.kornia = "kornia.geometry.bbox.bbox_generator",
       .image = core::ImageSpec{.noun = "x_start",
                                .rank = core::ImageRank::kAny,
                                .dtypes = core::ImageDtypes::kNumeric},
       .overloads = {
           core::Def("(Tensor x_start, Tensor y_start, Tensor width, Tensor height) -> Tensor",
                     &bbox_generator)}});

}  // namespace kornia::geometry
