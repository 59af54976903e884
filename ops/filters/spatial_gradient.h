// spatial_gradient()
//
// First or second derivatives of each channel (Kornia 0.9
// `kornia.filters.spatial_gradient`): the image padded with replicate by the
// kernels' radius and correlated with Kornia's get_spatial_gradient_kernel2d
// kernels, stacked on a new dim 2: order 1 (gx, gy), order 2 (gxx, gxy,
// gyy); mode "sobel" (3 x 3 Sobel; 5 x 5 for order 2) or "diff" (3 x 3
// central differences, Kornia's -0.0 taps kept). normalized divides order 1
// kernels by the sum of their absolute values (Sobel: 8, diff: 2) and order
// 2 ones by |sum k q| with q the quadratic x^2 / 2, x y, y^2 / 2 of each
// (Kornia's _normalize_kernel2d_2nd_order). The taps are summed as filter2d's
// (taps.h), where Kornia's conv2d sums in its backend's order.
// float16/bfloat16 images are filtered in float32 and rounded once; integer
// and bool images give float32.
// Shape:     (B, C, H, W) -> (B, C, 2, H, W) (order 1) or (B, C, 3, H, W)
// Dtypes:    float16, bfloat16, float32, float64 (same dtype out); uint8,
//            int8, int16, int32, int64, bool (float32 out)
// Errors:    not 4-D; a mode not sobel or diff (any letter case); an order
//            not 1 or 2; an empty H or W (replicate has nothing to repeat)
// Native:    the taps of each kernel in kornia_cpp::_tap_sum (float32,
//            float64)
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <string>
#include <vector>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& spatial_gradient_op();

at::Tensor spatial_gradient(const at::Tensor& input, const std::string& mode = "sobel",
                            int64_t order = 1, bool normalized = true);

namespace detail {

// spatial_gradient as the op `op` (its image check and name in messages):
// sobel's gradients.
at::Tensor SpatialGradient(const core::OpSpec& op, const at::Tensor& input, const std::string& mode,
                           int64_t order, bool normalized);

// The kernels SpatialGradient correlates with, each (1, side, side) in
// `options`' dtype (the work dtype), divided as Kornia divides them where
// normalized; *side their side.
std::vector<at::Tensor> GradientKernels(bool sobel, int64_t order, bool normalized,
                                        const at::TensorOptions& options, int64_t* side);

}  // namespace detail

}  // namespace kornia::filters
