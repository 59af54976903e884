// center_crop()
//
// Crops the centre of an image to size (Kornia 0.9
// `kornia.geometry.transform.center_crop`): a translation by the centres'
// offset (src / 2 - size / 2 per axis, rounded to the image's dtype as
// Kornia's corner points are) warped by warp_perspective, so a fractional
// offset interpolates.
// Shape:     input_tensor (B, C, H, W) -> (B, C, size[0], size[1])
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    input_tensor not 4-D or not floating; then warp_perspective's
//            (size < 0, mode, padding_mode)
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <array>
#include <cstdint>
#include <string>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& center_crop_op();

at::Tensor center_crop(const at::Tensor& input_tensor, std::array<int64_t, 2> size,
                       const std::string& mode = "bilinear",
                       const std::string& padding_mode = "zeros", bool align_corners = true);

}  // namespace kornia::geometry
