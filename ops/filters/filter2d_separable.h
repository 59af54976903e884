// filter2d_separable()
//
// Correlates each channel of an image with two 1-D kernels (Kornia 0.9
// `kornia.filters.filter2d_separable`): kernel_x along W, then kernel_y along
// H, each pass filter2d's (taps.h: one multiply, then one addcmul per tap;
// Kornia's anchors and "same"/"valid" padding). normalized divides each 1-D
// kernel by the sum of its absolute values. float16/bfloat16 images are
// filtered in float32 through both passes and rounded once (Kornia rounds
// between its passes); integer and bool images give float32, as in Kornia.
// Shape:     (B, C, H, W) -> same ("same") or (B, C, H - kH + 1, W - kW + 1)
//            ("valid"); kernel_x (1, kW) or (B, kW), kernel_y (1, kH) or (B, kH)
// Dtypes:    float16, bfloat16, float32, float64 (same dtype out); uint8,
//            int8, int16, int32, int64, bool (float32 out); the kernels any
//            real dtype
// Errors:    not 4-D; a kernel not 2-D, empty, or of another batch; a complex
//            kernel; an unknown border_type or padding; a reflect/circular
//            radius that does not fit the image, replicate on an empty side;
//            "valid" with a kernel larger than the image
// Native:    each pass's taps in kornia_cpp::_tap_sum (float32, float64)
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <string>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& filter2d_separable_op();

at::Tensor filter2d_separable(const at::Tensor& input, const at::Tensor& kernel_x,
                              const at::Tensor& kernel_y,
                              const std::string& border_type = "reflect", bool normalized = false,
                              const std::string& padding = "same");

}  // namespace kornia::filters
