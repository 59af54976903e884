// bbox_to_mask()
//
// Masks of the pixels inside axis-aligned boxes (Kornia 0.9
// `kornia.geometry.bbox.bbox_to_mask`): pixel (y, x) is 1 where
// x_min <= x <= x_max and y_min <= y <= y_max, with x_min, y_min the
// top-left corner and x_max, y_max the bottom-right one (corners 0 and 2).
// The pixel grid is float32 (exact to 2**24, where a float16 grid would
// merge pixels past 2048), the comparisons in the wider of it and the boxes'
// dtype (float64 boxes in float64), as Kornia.
// Shape:     boxes (B, 4, 2), width and height >= 0 -> (B, height, width)
// Dtypes:    every real dtype (the mask in the boxes' dtype)
// Errors:    a shape other than (B, 4, 2); width or height below 0; a
//            complex dtype
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& bbox_to_mask_op();

at::Tensor bbox_to_mask(const at::Tensor& boxes, int64_t width, int64_t height);

}  // namespace kornia::geometry
