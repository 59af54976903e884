#include "ops/geometry/bbox_to_mask.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/arange.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"

namespace kornia::geometry {

at::Tensor bbox_to_mask(const at::Tensor& boxes, int64_t width, int64_t height) {
  const core::OpSpec& op = bbox_to_mask_op();
  const char* name = op.name.c_str();
  KC_CHECK(boxes.dim() == 3 && boxes.sym_size(1) == 4 && boxes.sym_size(2) == 2, name,
           "boxes of shape (B, 4, 2)", "shape ", boxes.sizes());
  core::CheckImage(op, boxes);
  KC_CHECK(width >= 0 && height >= 0, name, "width and height >= 0", "width = ", width,
           " and height = ", height);
  const at::TensorOptions grid = boxes.options().dtype(at::kFloat);
  const at::Tensor yy = at::arange(height, grid).view({height, 1});
  const at::Tensor xx = at::arange(width, grid).view({1, width});
  auto corner = [&boxes](int64_t k, int64_t axis) {
    return boxes.select(1, k).select(-1, axis).view({-1, 1, 1});
  };
  const at::Tensor x_in = (xx >= corner(0, 0)) & (xx <= corner(2, 0));
  const at::Tensor y_in = (yy >= corner(0, 1)) & (yy <= corner(2, 1));
  return (x_in & y_in).to(boxes.scalar_type());
}

KC_OP(bbox_to_mask,
      {.kornia = "kornia.geometry.bbox.bbox_to_mask",
       .image = core::ImageSpec{.noun = "boxes",
                                .rank = core::ImageRank::kAny,
                                .dtypes = core::ImageDtypes::kReal},
       .overloads = {core::Def("(Tensor boxes, int width, int height) -> Tensor", &bbox_to_mask)}});

}  // namespace kornia::geometry
