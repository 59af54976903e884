// get_laplacian_kernel2d()
//
// 2-D Laplacian kernel (Kornia 0.9 `kornia.filters.get_laplacian_kernel2d`):
// (ky, kx) ones with the centre 1 - ky kx, the sum and the difference
// rounded in the dtype as Kornia's `1 - kernel.sum()`: the kernel laplacian
// filters with (ops/filters/kernels.h). Sizes odd and > 0, not both 1. dtype
// defaults to float32 (Kornia's, not None).
// Shape:     () -> (ky, kx)
// Dtypes:    float16, bfloat16, float32, float64; int8, int16, int32, int64
//            where 1 - ky kx fits
// Errors:    kernel_size not of 2 values; a size even or < 1; (1, 1); a
//            complex dtype; an integer or bool dtype that cannot hold 1 - ky kx
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
const core::OpSpec& get_laplacian_kernel2d_op();

at::Tensor get_laplacian_kernel2d(const std::vector<int64_t>& kernel_size,
                                  std::optional<at::Device> device = std::nullopt,
                                  at::ScalarType dtype = at::kFloat);

}  // namespace kornia::filters
