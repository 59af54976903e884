// pyrup()
//
// One step up a Gaussian pyramid (Kornia 0.9
// `kornia.geometry.transform.pyrup`): the image resized bilinearly to
// 2H x 2W with `align_corners` (ATen's bilinear formula in fixed-order ops:
// ops/geometry/interpolate.h), then correlated with Kornia's 5 x 5
// binomial kernel by filter2d with `border_type`.
// Shape:     (B, C, H, W) -> (B, C, 2H, 2W)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    not 4-D; C, H or W empty; not floating (Kornia's bilinear
//            resize takes uint8 on torch >= 2.1 and refuses the other
//            integer dtypes: docs/LIMITS.md); filter2d's (an unknown
//            border_type, a reflect/circular radius of 2 not smaller than
//            2H or 2W)
// Native:    the blur's taps (kornia_cpp::_tap_sum), as filter2d
// Tolerance: exact (the blur sums its taps in filter2d's order, not
//            conv2d's: Kornia's values differ by that rounding)
#pragma once

#include <ATen/core/Tensor.h>

#include <string>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& pyrup_op();

at::Tensor pyrup(const at::Tensor& input, const std::string& border_type = "reflect",
                 bool align_corners = false);

}  // namespace kornia::geometry
