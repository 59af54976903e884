#include "ops/geometry/bbox_to_mask3d.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/arange.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/geometry/bbox3d.h"

namespace kornia::geometry {

at::Tensor bbox_to_mask3d(const at::Tensor& boxes, at::IntArrayRef size) {
  const core::OpSpec& op = bbox_to_mask3d_op();
  const char* name = op.name.c_str();
  KC_CHECK(boxes.dim() == 3 && boxes.sym_size(1) == 8 && boxes.sym_size(2) == 3, name,
           "boxes of shape (B, 8, 3)", "shape ", boxes.sizes());
  core::CheckImage(op, boxes);
  KC_CHECK(size.size() == 3 && size[0] >= 0 && size[1] >= 0 && size[2] >= 0, name,
           "size (depth, height, width), each >= 0", "size ", size);
  const at::Tensor extents[3] = {detail::EdgeExtents(boxes, 0), detail::EdgeExtents(boxes, 1),
                                 detail::EdgeExtents(boxes, 2)};
  detail::AssertCuboids(boxes, extents, op.name);
  const at::TensorOptions index = boxes.options().dtype(at::kLong);
  // The bounds along `axis` (corners lo and hi), truncated as Kornia's
  // .long(), against the voxel indices 0 .. n - 1 on that axis of (B, 1, D, H, W).
  auto inside = [&](int64_t axis, int64_t lo, int64_t hi, int64_t n) {
    std::vector<int64_t> shape = {1, 1, 1, 1, 1};
    shape[2 + (2 - axis)] = n;
    const at::Tensor voxels = at::arange(n, index).view(shape);
    auto bound = [&](int64_t corner) {
      return boxes.select(1, corner).select(-1, axis).to(at::kLong).view({-1, 1, 1, 1, 1});
    };
    return (voxels >= bound(lo)) & (voxels <= bound(hi));
  };
  return (inside(2, 0, 4, size[0]) & inside(1, 1, 2, size[1]) & inside(0, 0, 1, size[2]))
      .to(boxes.scalar_type());
}

KC_OP(bbox_to_mask3d,
      {.kornia = "kornia.geometry.bbox.bbox_to_mask3d",
       .python = {.no_number = {"size"}},
       .image = core::ImageSpec{.noun = "boxes",
                                .rank = core::ImageRank::kAny,
                                .dtypes = core::ImageDtypes::kNumeric},
       .overloads = {core::Def("(Tensor boxes, int[3] size) -> Tensor", &bbox_to_mask3d)}});

}  // namespace kornia::geometry
