// get_box_kernel2d()
//
// 2-D box kernel (Kornia 0.9 `kornia.filters.get_box_kernel2d`): (1, ky, kx)
// filled with 1.0 / (kx * ky) in `dtype` (or torch's default, read per
// call), box_blur's 2-D kernel (ops/filters/kernels.h). Any sizes >= 1, even
// ones too (a 0 is Kornia's ZeroDivisionError).
// Shape:     () -> (1, ky, kx)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    kernel_size not of 2 values, or a size < 1; an integer, bool or
//            complex dtype
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
const core::OpSpec& get_box_kernel2d_op();

at::Tensor get_box_kernel2d(const std::vector<int64_t>& kernel_size,
                            std::optional<at::Device> device = std::nullopt,
                            std::optional<at::ScalarType> dtype = std::nullopt);

}  // namespace kornia::filters
