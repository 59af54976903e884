// crop_and_resize()
//
// Crops each image's box and resizes it to size (Kornia 0.9
// `kornia.geometry.transform.crop_and_resize`): the perspective transform
// from the box's corners to the output's (get_perspective_transform), or,
// for a box with a size-1 axis whose corners are collinear (the solve gives
// non-finite entries), the scale and translation of the box extents
// (Kornia's _crop_scale_translation, chosen by a where), warped by
// warp_perspective.
// Shape:     input_tensor (B, C, H, W), boxes (B, 4, 2) corners x, y
//            (top-left, top-right, bottom-right, bottom-left)
//            -> (B, C, size[0], size[1])
// Dtypes:    input_tensor float16, bfloat16, float32, float64; boxes any
//            real dtype (converted to the image's, as Kornia's)
// Errors:    input_tensor not 4-D or not floating; boxes not (B, 4, 2) or
//            complex; then warp_perspective's (size < 0, mode, padding_mode)
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <array>
#include <cstdint>
#include <string>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& crop_and_resize_op();

at::Tensor crop_and_resize(const at::Tensor& input_tensor, const at::Tensor& boxes,
                           std::array<int64_t, 2> size, const std::string& mode = "bilinear",
                           const std::string& padding_mode = "zeros", bool align_corners = true);

}  // namespace kornia::geometry
