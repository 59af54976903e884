// blur_pool2d()
//
// Anti-aliased downsampling (Kornia 0.9 `kornia.filters.blur_pool2d`, Zhang's
// BlurPool): each channel correlated with the normalized Pascal (binomial)
// kernel of kernel_size x kernel_size (Kornia's get_pascal_kernel_2d: each
// 1-D tap binomial / 2^(k-1) in double, rounded to the work dtype, the 2-D
// kernel their outer product), zero-padded ((k - 1) / 2, k / 2) as Kornia
// pads, and sampled every `stride` pixels from the first. The taps summed as
// filter2d's (taps.h); Kornia's strided conv2d sums in its backend's order.
// float16/bfloat16 feature maps are computed in float32 and rounded once.
// Shape:     (B, C, H, W) -> (B, C, ceil(H / stride), ceil(W / stride))
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    not 4-D; not floating (Kornia's TypeCheckError: a network
//            layer); a kernel size not positive or not square; a stride < 1
// Native:    the taps in kornia_cpp::_tap_sum (float32, float64)
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <array>
#include <cstdint>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& blur_pool2d_op();

at::Tensor blur_pool2d(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                       int64_t stride = 2);

namespace detail {

// The Pascal kernel's blur and stride of blur_pool2d as the op `op` (its
// kernel size and stride checks): max_blur_pool2d's second step.
at::Tensor BlurPool(const core::OpSpec& op, const at::Tensor& input,
                    std::array<int64_t, 2> kernel_size, int64_t stride);

}  // namespace detail

}  // namespace kornia::filters
