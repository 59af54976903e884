// rescale()
//
// Resizes an image by a factor (Kornia 0.9
// `kornia.geometry.transform.rescale`): resize to (int(H * factor_h),
// int(W * factor_w)) (Python's float product truncated toward zero), with
// resize's interpolation, align_corners and antialias. One float is both
// factors; a pair is (factor_h, factor_w), height first.
// Shape:     (*, H, W) -> (*, int(H * factor_h), int(W * factor_w))
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    a factor not finite or one that makes a side negative; then
//            resize's
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <array>
#include <optional>
#include <string>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& rescale_op();

at::Tensor rescale(const at::Tensor& input, std::array<double, 2> factor,
                   const std::string& interpolation = "bilinear",
                   std::optional<bool> align_corners = std::nullopt, bool antialias = false);

}  // namespace kornia::geometry
