#include "ops/geometry/transform_bbox.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/max.h>
#include <ATen/ops/min.h>
#include <ATen/ops/stack.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/geometry/transform_points.h"

namespace kornia::geometry {

namespace transform_bbox_internal {

// The four coordinates of boxes (..., 4) as one tensor again.
at::Tensor Coordinates(const at::Tensor& a, const at::Tensor& b, const at::Tensor& c,
                       const at::Tensor& d) {
  return at::stack({a, b, c, d}, -1);
}

// Kornia's torch.min / torch.max over t[..., [i, j]] (dim -1): the values.
at::Tensor PairMin(const at::Tensor& t, int64_t i, int64_t j) {
  return std::get<0>(at::min(at::stack({t.select(-1, i), t.select(-1, j)}, -1), -1));
}
at::Tensor PairMax(const at::Tensor& t, int64_t i, int64_t j) {
  return std::get<0>(at::max(at::stack({t.select(-1, i), t.select(-1, j)}, -1), -1));
}

}  // namespace transform_bbox_internal

at::Tensor transform_bbox(const at::Tensor& trans_mat, const at::Tensor& boxes,
                          const std::string& mode, std::optional<bool> restore_coordinates) {
  using namespace transform_bbox_internal;
  const core::OpSpec& op = transform_bbox_op();
  const char* name = op.name.c_str();
  KC_CHECK(mode == "xyxy" || mode == "xywh", name, "mode 'xyxy' or 'xywh'", "mode '", mode, "'");
  const int64_t dim = boxes.dim();
  const bool polygons =
      (dim == 3 || dim == 4) && boxes.sym_size(-2) == 4 && boxes.sym_size(-1) == 2;
  const bool corners = (dim == 2 || dim == 3) && boxes.sym_size(-1) == 4;
  KC_CHECK(polygons || corners, name, "boxes of shape (N, 4), (B, N, 4) or (B, N, 4, 2)", "shape ",
           boxes.sizes());
  core::CheckImage(op, trans_mat);
  KC_CHECK_DTYPE(!c10::isComplexType(boxes.scalar_type()), name, "real boxes",
                 core::DtypeName(boxes.scalar_type()));
  const bool xywh = mode == "xywh";
  KC_CHECK(!(xywh && polygons), name, "boxes of shape (N, 4) or (B, N, 4) for mode 'xywh'",
           "shape ", boxes.sizes());
  at::Tensor b = boxes;
  if (xywh)
    b = Coordinates(b.select(-1, 0), b.select(-1, 1), b.select(-1, 0) + b.select(-1, 2),
                    b.select(-1, 1) + b.select(-1, 3));
  // Kornia's reshape(boxes.shape[0], prod(boxes.shape[1:]) // 2, 2).
  c10::SymInt points = 1;
  for (int64_t i = 1; i < dim; ++i) points = points * b.sym_size(i);
  at::Tensor moved = transform_points(trans_mat, b.reshape_symint({b.sym_size(0), points / 2, 2}))
                         .view_symint(b.sym_sizes());
  if (restore_coordinates.value_or(true) && !polygons)
    moved = Coordinates(PairMin(moved, 0, 2), PairMin(moved, 1, 3), PairMax(moved, 0, 2),
                        PairMax(moved, 1, 3));
  if (xywh)
    moved = Coordinates(moved.select(-1, 0), moved.select(-1, 1),
                        moved.select(-1, 2) - moved.select(-1, 0),
                        moved.select(-1, 3) - moved.select(-1, 1));
  return moved;
}

KC_OP(transform_bbox,
      {.kornia = "kornia.geometry.bbox.transform_bbox",
       .image = core::ImageSpec{.noun = "trans_mat",
                                .rank = core::ImageRank::kAny,
                                .dtypes = core::ImageDtypes::kReal},
       .overloads = {core::Def("(Tensor trans_mat, Tensor boxes, str mode='xyxy', bool? "
                               "restore_coordinates=None) -> Tensor",
                               [](const at::Tensor& trans_mat, const at::Tensor& boxes,
                                  std::string mode, c10::optional<bool> restore_coordinates) {
                                 return kornia::geometry::transform_bbox(
                                     trans_mat, boxes, mode,
                                     kornia::core::StdOptional(restore_coordinates));
                               })}});

}  // namespace kornia::geometry
