// get_box_kernel1d()
//
// 1-D box kernel (Kornia 0.9 `kornia.filters.get_box_kernel1d`): (1, k)
// filled with 1.0 / k in `dtype` (or torch's default, read per call), the
// kernel box_blur filters with (ops/filters/kernels.h). Any
// kernel_size >= 1, even sizes too (Kornia's 1.0 / 0 raises ZeroDivisionError).
// Shape:     () -> (1, kernel_size)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    kernel_size < 1; an integer, bool or complex dtype (1 / k would
//            truncate)
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
const core::OpSpec& get_box_kernel1d_op();

at::Tensor get_box_kernel1d(int64_t kernel_size, std::optional<at::Device> device = std::nullopt,
                            std::optional<at::ScalarType> dtype = std::nullopt);

}  // namespace kornia::filters
