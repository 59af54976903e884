// sobel()
//
// The Sobel edge magnitude of each channel (Kornia 0.9
// `kornia.filters.sobel`): sqrt(gx * gx + gy * gy + eps) of
// spatial_gradient's first-order Sobel gradients (normalized: /8). float16
// and bfloat16 images are computed in float32 and rounded once (Kornia
// rounds the gradients, then computes the magnitude in half); integer and
// bool images give float32.
// Shape:     (B, C, H, W) -> same
// Dtypes:    float16, bfloat16, float32, float64 (same dtype out); uint8,
//            int8, int16, int32, int64, bool (float32 out)
// Errors:    not 4-D; an empty H or W
// Native:    a contiguous image's magnitude in one pass: uint8 in
//            kornia_cpp::_sobel_uint8, float32 and float64 in
//            kornia_cpp::_sobel_float (the composite's taps and roundings);
//            otherwise the gradients' taps in kornia_cpp::_tap_sum
// Tolerance: fused replay within 2 ulp (float32, float64, uint8): the
//            TensorExpr fuser contracts gx * gx + gy * gy into a fused
//            multiply-add (measured 1 ulp; integer images give float32);
//            eager, traced and loaded graphs, and float16/bfloat16, are exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& sobel_op();

at::Tensor sobel(const at::Tensor& input, bool normalized = true, double eps = 1e-6);

}  // namespace kornia::filters
