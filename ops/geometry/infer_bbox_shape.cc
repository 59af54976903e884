#include "ops/geometry/infer_bbox_shape.h"

#include <ATen/TensorOperators.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"

namespace kornia::geometry {

std::tuple<at::Tensor, at::Tensor> infer_bbox_shape(const at::Tensor& boxes) {
  const core::OpSpec& op = infer_bbox_shape_op();
  KC_CHECK(boxes.dim() == 3 && boxes.sym_size(1) == 4 && boxes.sym_size(2) == 2, op.name.c_str(),
           "boxes of shape (N, 4, 2)", "shape ", boxes.sizes());
  core::CheckImage(op, boxes);
  auto at = [&boxes](int64_t corner, int64_t axis) {
    return boxes.select(1, corner).select(-1, axis);
  };
  return {at(2, 1) - at(0, 1) + 1, at(1, 0) - at(0, 0) + 1};
}

KC_OP(infer_bbox_shape,
      {.kornia = "kornia.geometry.bbox.infer_bbox_shape",
       .image = core::ImageSpec{.noun = "boxes",
                                .rank = core::ImageRank::kAny,
                                .dtypes = core::ImageDtypes::kNumeric},
       .overloads = {core::Def("(Tensor boxes) -> (Tensor, Tensor)", &infer_bbox_shape)}});

}  // namespace kornia::geometry
