// laplacian()
//
// The Laplacian of each channel (Kornia 0.9 `kornia.filters.laplacian`): the
// image correlated with Kornia's get_laplacian_kernel2d (ky x kx ones, the
// centre 1 - ky kx), divided, normalized, by the sum of its absolute values
// (2 (ky kx - 1), Kornia's normalize_kernel2d); the taps summed as filter2d's
// (taps.h). Kornia runs either that kernel through conv2d or a slice sum
// (float32/float64 below oneDNN's size), by backend and size; its values
// differ from these by rounding. float16/bfloat16 images are filtered in
// float32 and rounded once; integer and bool images give float32.
// Shape:     (B, C, H, W) -> same; kernel_size (ky, kx) or one int for both
// Dtypes:    float16, bfloat16, float32, float64 (same dtype out); uint8,
//            int8, int16, int32, int64, bool (float32 out)
// Errors:    not 4-D; an unknown border_type; a kernel size not a positive
//            odd int, or 1 x 1 (an all-zero kernel); a reflect/circular
//            radius that does not fit the image, replicate on an empty side
// Native:    the taps in kornia_cpp::_tap_sum (float32, float64)
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <array>
#include <cstdint>
#include <string>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& laplacian_op();

at::Tensor laplacian(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                     const std::string& border_type = "reflect", bool normalized = true);

}  // namespace kornia::filters
