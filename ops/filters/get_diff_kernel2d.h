// get_diff_kernel2d()
//
// First-order central difference kernels (Kornia 0.9 `kornia.filters.get_diff_kernel2d`):
// the stack (gx, gy = gx transposed), get_spatial_gradient_kernel2d('diff', 1),
// the kernels spatial_gradient filters with (ops/filters/kernels.h; diff's -0.0 taps kept).
// Taps made as torch.tensor makes them in `dtype` (or the default).
// Shape:     () -> (2, 3, 3)
// Dtypes:    float16, bfloat16, float32, float64, int8, int16, int32, int64,
//            bool (uint8 cannot hold -1: refused, as torch.tensor refuses it)
// Errors:    uint8 or complex dtype
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
const core::OpSpec& get_diff_kernel2d_op();

at::Tensor get_diff_kernel2d(std::optional<at::Device> device = std::nullopt,
                             std::optional<at::ScalarType> dtype = std::nullopt);

}  // namespace kornia::filters
