#include "ops/geometry/validate_bbox.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/isfinite.h>
#include <ATen/ops/zeros.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"

namespace kornia::geometry {

at::Tensor validate_bbox(const at::Tensor& boxes) {
  const core::OpSpec& op = validate_bbox_op();
  const int64_t dim = boxes.dim();
  if (!((dim == 3 || dim == 4) && boxes.sym_size(-2) == 4 && boxes.sym_size(-1) == 2))
    return at::zeros({}, boxes.options().dtype(at::kBool));
  core::CheckImage(op, boxes);
  auto at = [&boxes](int64_t corner, int64_t axis) {
    return boxes.select(-2, corner).select(-1, axis);
  };
  // Kornia's (x_tr - x_tl + 1) - (x_br - x_bl + 1), likewise in y.
  const at::Tensor widths = (at(1, 0) - at(0, 0) + 1) - (at(2, 0) - at(3, 0) + 1);
  const at::Tensor heights = (at(1, 1) - at(0, 1) + 1) - (at(2, 1) - at(3, 1) + 1);
  return at::isfinite(boxes).all() & (widths.abs() > 1e-4).any().logical_not() &
         (heights.abs() > 1e-4).any().logical_not();
}

KC_OP(validate_bbox, {.kornia = "kornia.geometry.bbox.validate_bbox",
                      .image = core::ImageSpec{.noun = "boxes",
                                               .rank = core::ImageRank::kAny,
                                               .dtypes = core::ImageDtypes::kNumeric},
                      .overloads = {core::Def("(Tensor boxes) -> Tensor", &validate_bbox)}});

}  // namespace kornia::geometry
