// transform_bbox()
//
// Applies 3 x 3 transformations to boxes (Kornia 0.9
// `kornia.geometry.bbox.transform_bbox`): each box's points go through
// transform_points (its sequence, bit for bit), boxes (N, 4) as (N, 2, 2)
// point pairs, (B, N, 4) as (B, 2N, 2) and polygons (B, N, 4, 2) as
// (B, 4N, 2). mode 'xywh' boxes (x, y, width, height) are moved as their
// corners (x, y, x + width, y + height) and returned as (x, y, width,
// height) again (differences of the moved corners). Unless
// restore_coordinates is false (None: true), a box's moved corners are
// reordered to (min x, min y, max x, max y) (Kornia's torch.min/max over the
// pair: NaN propagates, the first of two equal values kept); polygons keep
// their vertex order.
// Shape:     trans_mat (3, 3) or (B, 3, 3), B one or the boxes' first dim;
//            boxes (N, 4), (B, N, 4) or (B, N, 4, 2) (polygons: mode 'xyxy'
//            only) -> the shape of boxes
// Dtypes:    every real dtype for both, as transform_points (integer boxes
//            take the transformation's floating dtype)
// Errors:    a mode other than 'xyxy' and 'xywh'; boxes of another shape or
//            a complex dtype;
//            polygons with mode 'xywh' (Kornia's index error); the errors of
//            transform_points (a batch or side that does not fit)
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <optional>
#include <string>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& transform_bbox_op();

at::Tensor transform_bbox(const at::Tensor& trans_mat, const at::Tensor& boxes,
                          const std::string& mode = "xyxy",
                          std::optional<bool> restore_coordinates = std::nullopt);

}  // namespace kornia::geometry
