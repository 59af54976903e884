// bbox_generator()
//
// The four corners of axis-aligned boxes, top-left, top-right,
// bottom-right, bottom-left (Kornia 0.9 `kornia.geometry.bbox.bbox_generator`):
// with x1 = x_start + width - 1 and y1 = y_start + height - 1 (in that order
// of ops), [[x_start, y_start], [x1, y_start], [x1, y1], [x_start, y1]].
// Shape:     x_start, y_start: () or (B), one shape; width, height: () or
//            (B), one shape, of one element or as many as the starts
//            -> (B, 4, 2) (a 0-dim start is one box)
// Dtypes:    every real dtype but bool (Kornia's `- 1`), one for all four
// Errors:    starts or sizes of two shapes or of more than one dim; sizes of
//            another count than the starts (but one); dtypes that differ; a
//            bool or complex dtype
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& bbox_generator_op();

at::Tensor bbox_generator(const at::Tensor& x_start, const at::Tensor& y_start,
                          const at::Tensor& width, const at::Tensor& height);

}  // namespace kornia::geometry
