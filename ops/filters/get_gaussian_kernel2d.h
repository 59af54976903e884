// get_gaussian_kernel2d()
//
// 2-D Gaussian kernel (Kornia 0.9 `kornia.filters.get_gaussian_kernel2d`): the outer
// product of the get_gaussian_kernel1d kernels along each axis, kernel_size
// (ky, kx) and sigma in the same order, multiplied left to right as Kornia's.
// A host sigma is made (1, 2) in `dtype` (or torch's default, read per call)
// on `device`, rounded there (float16/bfloat16 too: then each 1-D kernel is
// computed in float32 from the rounded sigma and rounded back once, and the
// product is taken in the half dtype, as Kornia's); a tensor sigma (B, 2)
// gives B kernels in its dtype (integer: the default dtype; `dtype` and
// `device` are then ignored, as in Kornia).
// Shape:     sigma host (2,) or (B, 2) -> (B, ky, kx)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    kernel_size or a host sigma not of 2 values; a size even without
//            force_even, or < 1; an integer, bool or complex dtype with a host
//            sigma; a sigma tensor not (B, 2) or complex
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <optional>
#include <vector>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& get_gaussian_kernel2d_op();

at::Tensor get_gaussian_kernel2d(const std::vector<int64_t>& kernel_size,
                                 const std::vector<double>& sigma, bool force_even = false,
                                 std::optional<at::Device> device = std::nullopt,
                                 std::optional<at::ScalarType> dtype = std::nullopt);
at::Tensor get_gaussian_kernel2d(const std::vector<int64_t>& kernel_size, const at::Tensor& sigma,
                                 bool force_even = false,
                                 std::optional<at::Device> device = std::nullopt,
                                 std::optional<at::ScalarType> dtype = std::nullopt);

}  // namespace kornia::filters
