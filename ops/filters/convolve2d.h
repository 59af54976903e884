// convolve2d()
//
// filter2d with behaviour "conv" (Kornia 0.9 `kornia.filters.convolve2d`): the
// kernel flipped on both axes and correlated (a true convolution), with
// filter2d's padding, border modes, normalization, dtypes and taps (filter2d.h).
// Shape:     (B, C, H, W) -> (B, C, H, W) ("same") or (B, C, H - kH + 1,
//            W - kW + 1) ("valid"); kernel (1, kH, kW) or (B, kH, kW)
// Dtypes:    float16, bfloat16, float32, float64 (same dtype out); uint8,
//            int8, int16, int32, int64, bool (float32 out); the kernel any
//            real dtype
// Errors:    filter2d's, named convolve2d
// Native:    the taps in kornia_cpp::_tap_sum (float32, float64)
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <string>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& convolve2d_op();

at::Tensor convolve2d(const at::Tensor& input, const at::Tensor& kernel,
                      const std::string& border_type = "reflect", bool normalized = false,
                      const std::string& padding = "same");

}  // namespace kornia::filters
