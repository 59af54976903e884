// median_blur()
//
// The median of each ky x kx window of each channel (Kornia 0.9
// `kornia.filters.median_blur`): the image padded by the radius with
// border_type; for 3 x 3 and 5 x 5, Kornia's own selection network (its
// _median_network: Batcher's odd-even merge sort pruned to the middle
// element, each exchange one torch.minimum and one torch.maximum over whole
// planes, no value read on the host); other sizes take the middle of the
// ky kx window values sorted (Kornia's conv path takes their median). Any
// window holding a NaN or an infinity gives NaN, as Kornia's. A selection:
// every output value is one of the window's (or NaN), in the image's dtype
// for floating images, but a zero median is always +0 (Kornia's sign of a
// zero hangs on its minimum's loop); integer and bool images give float32.
// Shape:     (B, C, H, W) -> same; kernel_size (ky, kx) or one int for both
// Dtypes:    float16, bfloat16, float32, float64 (same dtype out); uint8,
//            int8, int16, int32, int64, bool (float32 out)
// Errors:    not 4-D; an unknown border_type; a kernel size not a positive
//            odd int; a reflect/circular radius that does not fit the image,
//            replicate on an empty side
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <array>
#include <cstdint>
#include <string>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& median_blur_op();

at::Tensor median_blur(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                       const std::string& border_type = "reflect");

}  // namespace kornia::filters
