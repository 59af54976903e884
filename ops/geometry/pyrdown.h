// pyrdown()
//
// One step down a Gaussian pyramid (Kornia 0.9
// `kornia.geometry.transform.pyrdown`): the image correlated with Kornia's
// 5 x 5 binomial kernel ([1 4 6 4 1]^T [1 4 6 4 1] / 256) by filter2d with
// `border_type`, then resized bilinearly to int(H / factor) x int(W / factor)
// (Kornia's floor rule; OpenCV's pyrDown rounds up) with `align_corners`
// (ATen's bilinear formula in fixed-order ops: ops/geometry/interpolate.h).
// Integer and bool images are blurred in float32 and returned as float32, as
// filter2d does (Kornia's filter2d too).
// Shape:     (B, C, H, W) -> (B, C, int(H / factor), int(W / factor))
// Dtypes:    float16, bfloat16, float32, float64 (same dtype out); uint8,
//            int8, int16, int32, int64, bool (float32 out)
// Errors:    not 4-D; C, H or W empty; factor not finite and > 0, or one
//            that empties the output; filter2d's (an unknown border_type, a
//            reflect/circular radius of 2 not smaller than a side)
// Native:    the blur's taps (kornia_cpp::_tap_sum), as filter2d
// Tolerance: exact (the blur sums its taps in filter2d's order, not
//            conv2d's: Kornia's values differ by that rounding)
#pragma once

#include <ATen/core/Tensor.h>

#include <string>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& pyrdown_op();

at::Tensor pyrdown(const at::Tensor& input, const std::string& border_type = "reflect",
                   bool align_corners = false, double factor = 2.0);

namespace detail {

// Kornia's _get_pyramid_gaussian_kernel: (1, 5, 5) float32 with the options'
// device, the binomial taps / 256 (each exact).
at::Tensor PyramidKernel(const at::TensorOptions& options);

}  // namespace detail

}  // namespace kornia::geometry
