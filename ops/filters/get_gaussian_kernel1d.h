// get_gaussian_kernel1d()
//
// Sampled Gaussian kernel (Kornia 0.9 `kornia.filters.get_gaussian_kernel1d`):
// kornia.filters.gaussian (ops/filters/gaussian.h; its kernel is
// gaussian_blur2d's, ops/filters/kernels.h) after Kornia's kernel size check:
// odd and > 0, or any size > 0 with force_even (an even kernel is symmetric
// about (kernel_size - 1) / 2). A sigma of 0, or one whose square
// underflows, gives the unit impulse (split over the two middle taps of an
// even kernel). A host sigma is made (1, 1) in `dtype` (or torch's default,
// read per call), float32 for float16/bfloat16 (the kernel rounded once);
// a tensor sigma (B, 1) gives B rows in its dtype (integer: the default
// dtype; `dtype` and `device` are then ignored, as in Kornia).
// Shape:     sigma host or (B, 1) -> (B, kernel_size)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    kernel_size even without force_even, or < 1; an integer, bool or
//            complex dtype with a host sigma; a sigma tensor not (B, 1) or
//            complex
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <optional>
#include <vector>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& get_gaussian_kernel1d_op();

at::Tensor get_gaussian_kernel1d(int64_t kernel_size, double sigma, bool force_even = false,
                                 std::optional<at::Device> device = std::nullopt,
                                 std::optional<at::ScalarType> dtype = std::nullopt);
at::Tensor get_gaussian_kernel1d(int64_t kernel_size, const at::Tensor& sigma,
                                 bool force_even = false,
                                 std::optional<at::Device> device = std::nullopt,
                                 std::optional<at::ScalarType> dtype = std::nullopt);

}  // namespace kornia::filters
