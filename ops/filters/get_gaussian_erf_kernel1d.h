// get_gaussian_erf_kernel1d()
//
// Gaussian kernel integrated over each tap (Kornia 0.9
// `kornia.filters.get_gaussian_erf_kernel1d`, its gaussian_discrete_erf):
// 0.5 (erf(t (x + 0.5)) - erf(t (x - 0.5))) with t = 0.70710678 / |sigma|
// and x the offsets from (kernel_size - 1) / 2, clamped at 0 and normalized
// to sum 1 (ops/filters/kernels.h). Kernel size odd and > 0, or any > 0 with
// force_even. Computed in the kernel's own dtype, float16/bfloat16 included
// (each op rounding there, as Kornia's). A host sigma is made (1, 1) in
// `dtype` (or torch's default, read per call) on `device`; a tensor sigma
// (B, 1) gives B rows in its dtype (integer and bool: the default dtype;
// `dtype` and `device` are then ignored). A sigma of 0 gives NaN rows (0 / 0),
// as Kornia's.
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
const core::OpSpec& get_gaussian_erf_kernel1d_op();

at::Tensor get_gaussian_erf_kernel1d(int64_t kernel_size, double sigma, bool force_even = false,
                                     std::optional<at::Device> device = std::nullopt,
                                     std::optional<at::ScalarType> dtype = std::nullopt);
at::Tensor get_gaussian_erf_kernel1d(int64_t kernel_size, const at::Tensor& sigma,
                                     bool force_even = false,
                                     std::optional<at::Device> device = std::nullopt,
                                     std::optional<at::ScalarType> dtype = std::nullopt);

}  // namespace kornia::filters
