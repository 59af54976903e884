// resize_to_be_divisible()
//
// Resizes an image so both sides are multiples of a factor (Kornia 0.9
// `kornia.geometry.transform.resize_to_be_divisible`): each non-empty side
// becomes max(1, round(side / divisible_factor)) * divisible_factor (Python's
// round: halves to even), an empty side stays empty; then resize with
// interpolation, align_corners and antialias (`side` is resize's, unused by a
// (h, w) size).
// Shape:     (*, H, W) -> (*, H', W'), H' and W' multiples of the factor
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    divisible_factor <= 0; then resize's
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <optional>
#include <string>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& resize_to_be_divisible_op();

at::Tensor resize_to_be_divisible(const at::Tensor& input, int64_t divisible_factor,
                                  const std::string& interpolation = "bilinear",
                                  std::optional<bool> align_corners = std::nullopt,
                                  const std::string& side = "short", bool antialias = false);

}  // namespace kornia::geometry
