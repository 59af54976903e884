#include "ops/geometry/validate_bbox3d.h"

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/geometry/bbox3d.h"

namespace kornia::geometry {

at::Tensor validate_bbox3d(const at::Tensor& boxes) {
  const core::OpSpec& op = validate_bbox3d_op();
  const int64_t dim = boxes.dim();
  KC_CHECK((dim == 3 || dim == 4) && boxes.sym_size(-2) == 8 && boxes.sym_size(-1) == 3,
           op.name.c_str(), "boxes of shape (B, 8, 3) or (B, N, 8, 3)", "shape ", boxes.sizes());
  core::CheckImage(op, boxes);
  // (B, N, 8, 3) as (B * N, 8, 3), as Kornia's reshape(-1, 8, 3).
  const at::Tensor b =
      dim == 4 ? boxes.reshape_symint({boxes.sym_size(0) * boxes.sym_size(1), 8, 3}) : boxes;
  const at::Tensor extents[3] = {detail::EdgeExtents(b, 0), detail::EdgeExtents(b, 1),
                                 detail::EdgeExtents(b, 2)};
  return detail::AssertCuboids(b, extents, op.name, /*nonfinite_is_false=*/true);
}

KC_OP(validate_bbox3d, {.kornia = "kornia.geometry.bbox.validate_bbox3d",
                        .image = core::ImageSpec{.noun = "boxes",
                                                 .rank = core::ImageRank::kAny,
                                                 .dtypes = core::ImageDtypes::kNumeric},
                        .overloads = {core::Def("(Tensor boxes) -> Tensor", &validate_bbox3d)}});

}  // namespace kornia::geometry
