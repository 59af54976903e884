// get_laplacian_kernel1d()
//
// 1-D Laplacian kernel (Kornia 0.9 `kornia.filters.get_laplacian_kernel1d`):
// laplacian_1d after Kornia's checks: kernel_size odd, > 0 and not 1 (one
// tap is all zeros). Ones with the centre 1 - kernel_size ([1, -2, 1] for
// 3). dtype defaults to float32 (Kornia's, not None).
// Shape:     () -> (kernel_size,)
// Dtypes:    float16, bfloat16, float32, float64; int8, int16, int32, int64
//            where 1 - kernel_size fits
// Errors:    kernel_size even, < 1 or 1; a complex dtype; an integer or bool
//            dtype that cannot hold 1 - kernel_size
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
const core::OpSpec& get_laplacian_kernel1d_op();

at::Tensor get_laplacian_kernel1d(int64_t kernel_size,
                                  std::optional<at::Device> device = std::nullopt,
                                  at::ScalarType dtype = at::kFloat);

}  // namespace kornia::filters
