// get_hanning_kernel2d()
//
// 2-D Hann window (Kornia 0.9 `kornia.filters.get_hanning_kernel2d`): the
// (ky, 1) @ (1, kx) matrix product of the get_hanning_kernel1d windows
// (at::matmul, as Kornia's `@`). device and dtype are positional too.
// Shape:     () -> (ky, kx)
// Dtypes:    float16, bfloat16, float32, float64; uint8, int8, int16, int32,
//            int64 (default-dtype output)
// Errors:    kernel_size not of 2 values; a size <= 2; a bool or complex dtype
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& get_hanning_kernel2d_op();

at::Tensor get_hanning_kernel2d(const std::vector<int64_t>& kernel_size,
                                std::optional<at::Device> device = std::nullopt,
                                std::optional<at::ScalarType> dtype = std::nullopt);

}  // namespace kornia::filters
