// get_gaussian_discrete_kernel1d()
//
// Lindeberg's discrete Gaussian (Kornia 0.9
// `kornia.filters.get_gaussian_discrete_kernel1d`, its gaussian_discrete):
// e^(-sigma^2) I_|n|(sigma^2) at the offsets n of the taps from the centre,
// from the scaled modified Bessel functions (Kornia's branch-free
// polynomials and downward recurrence, ops/filters/kernels.h), normalized to
// sum 1. The window must be odd, with or without force_even (after the
// kernel size check, which force_even relaxes). A host sigma is made (1, 1)
// in `dtype` (or torch's default, read per call) on `device` and rounded
// there (float16/bfloat16 too), then float16/bfloat16 are widened to float32
// and the kernel rounded back once; a tensor sigma (B, 1) gives B rows in its
// dtype (integer and bool: the default dtype; `dtype` and `device` are then
// ignored).
// Shape:     sigma host or (B, 1) -> (B, kernel_size)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    kernel_size even (force_even or not) or < 1; an integer, bool or
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
const core::OpSpec& get_gaussian_discrete_kernel1d_op();

at::Tensor get_gaussian_discrete_kernel1d(int64_t kernel_size, double sigma,
                                          bool force_even = false,
                                          std::optional<at::Device> device = std::nullopt,
                                          std::optional<at::ScalarType> dtype = std::nullopt);
at::Tensor get_gaussian_discrete_kernel1d(int64_t kernel_size, const at::Tensor& sigma,
                                          bool force_even = false,
                                          std::optional<at::Device> device = std::nullopt,
                                          std::optional<at::ScalarType> dtype = std::nullopt);

}  // namespace kornia::filters
