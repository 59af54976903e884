// box_blur()
//
// The mean over a ky x kx window (Kornia 0.9 `kornia.filters.box_blur`, its
// filter path): separable, a 1-D pass along W with taps 1/kx then one along
// H with taps 1/ky; otherwise one pass of ky x kx taps 1/(ky kx) (the taps'
// weights rounded to the work dtype as Kornia's kernels are). Each pass sums
// its taps as filter2d does (taps.h), with Kornia's anchors: an even size's
// is the tap before the middle. Kornia averages with avg_pool2d or conv2d
// depending on size and backend; its values differ from these by rounding.
// float16/bfloat16 images are blurred in float32 and rounded once; integer
// and bool images give float32, as in Kornia.
// Shape:     (B, C, H, W) -> same; kernel_size (ky, kx) or one int for both
// Dtypes:    float16, bfloat16, float32, float64 (same dtype out); uint8,
//            int8, int16, int32, int64, bool (float32 out)
// Errors:    not 4-D; a kernel size not positive; an unknown border_type; a
//            reflect/circular radius that does not fit the image, replicate
//            on an empty side
// Native:    each pass's taps in kornia_cpp::_tap_sum (float32, float64)
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <array>
#include <cstdint>
#include <string>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& box_blur_op();

at::Tensor box_blur(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                    const std::string& border_type = "reflect", bool separable = true);

namespace detail {

enum class Border;  // ops/filters/taps.h

// box_blur's filter on a float32 or float64 image `x` (checked by the
// caller), in its dtype: guided_blur's means.
at::Tensor BoxBlur(const at::Tensor& x, std::array<int64_t, 2> kernel_size, Border border,
                   bool separable);

}  // namespace detail

}  // namespace kornia::filters
