#include "ops/geometry/infer_bbox_shape3d.h"

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/geometry/bbox3d.h"

namespace kornia::geometry {

std::tuple<at::Tensor, at::Tensor, at::Tensor> infer_bbox_shape3d(const at::Tensor& boxes) {
  const core::OpSpec& op = infer_bbox_shape3d_op();
  KC_CHECK(boxes.dim() == 3 && boxes.sym_size(1) == 8 && boxes.sym_size(2) == 3, op.name.c_str(),
           "boxes of shape (B, 8, 3)", "shape ", boxes.sizes());
  core::CheckImage(op, boxes);
  const at::Tensor extents[3] = {detail::EdgeExtents(boxes, 0), detail::EdgeExtents(boxes, 1),
                                 detail::EdgeExtents(boxes, 2)};
  detail::AssertCuboids(boxes, extents, op.name);
  return {extents[2].select(1, 0), extents[1].select(1, 0), extents[0].select(1, 0)};
}

KC_OP(infer_bbox_shape3d, {.kornia = "kornia.geometry.bbox.infer_bbox_shape3d",
                           .image = core::ImageSpec{.noun = "boxes",
                                                    .rank = core::ImageRank::kAny,
                                                    .dtypes = core::ImageDtypes::kNumeric},
                           .overloads = {core::Def("(Tensor boxes) -> (Tensor, Tensor, Tensor)",
                                                   &infer_bbox_shape3d)}});

}  // namespace kornia::geometry
