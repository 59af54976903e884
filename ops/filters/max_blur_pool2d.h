// max_blur_pool2d()
//
// Max-blur pooling (Kornia 0.9 `kornia.filters.max_blur_pool2d`): a
// max_pool_size x max_pool_size max pool at stride 1 without padding
// (torch.max_pool2d: a selection, NaN propagated), then blur_pool2d's
// Pascal blur and stride (blur_pool2d.h). ceil_mode is Kornia's deprecated
// argument: taken, and without effect (the max pool runs at stride 1).
// float16/bfloat16 feature maps: the pool in their dtype (exact), the blur
// in float32, rounded once.
// Shape:     (B, C, H, W) -> (B, C, ceil((H - m + 1) / stride),
//            ceil((W - m + 1) / stride)), m = max_pool_size
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    not 4-D; not floating; a kernel size not positive or not
//            square; a stride < 1; max_pool_size < 1 or larger than H or W
// Native:    the blur's taps in kornia_cpp::_tap_sum (float32, float64)
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <array>
#include <cstdint>
#include <optional>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& max_blur_pool2d_op();

at::Tensor max_blur_pool2d(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                           int64_t stride = 2, int64_t max_pool_size = 2,
                           std::optional<bool> ceil_mode = std::nullopt);

}  // namespace kornia::filters
