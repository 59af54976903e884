// hsv_to_rgb()
//
// HSV to RGB (Kornia 0.9 `kornia.color.hsv_to_rgb`): hue in radians (the
// [0, 2*pi) of rgb_to_hsv; any value is taken modulo 2*pi), saturation and
// value in [0, 1]. Kornia's op sequence in the image dtype: h = H / (2*pi),
// sextant hi = floor(6h) mod 6, f = (6h mod 6) - hi, p = v(1 - s),
// q = v(1 - fs), t = v(1 - (1 - f)s), each channel chosen from v, p, q, t by
// where on the sextant (branchless). A NaN hue takes sextant 0, as Kornia
// gets on x86 through NaN.long() (undefined in C++; here it is explicit).
// Shape:     (*, 3, H, W) -> (*, 3, H, W)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    fewer than 3 dims or C != 3; a non-floating dtype
// Native:    float32 runs one native pass (kornia_cpp::_hsv_to_rgb, ops/native)
//            with the composite's values; the composite where a gradient is
//            recorded
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& hsv_to_rgb_op();

at::Tensor hsv_to_rgb(const at::Tensor& image);

namespace detail {

// Its composite ATen form (unchecked), the reference the native float32
// kernel (kornia_cpp::_hsv_to_rgb) is compared with.
at::Tensor HsvToRgbComposite(const at::Tensor& image);

}  // namespace detail

}  // namespace kornia::color
