// get_spatial_gradient_kernel2d()
//
// Image gradient kernels (Kornia 0.9
// `kornia.filters.get_spatial_gradient_kernel2d`): mode 'sobel' or 'diff'
// (any letter case), order 1 (gx, gy: (2, 3, 3)) or 2 (gxx, gxy, gyy: Sobel
// (3, 5, 5), diff (3, 3, 3)); the raw integer stencils spatial_gradient
// filters with (ops/filters/kernels.h).
// Shape:     () -> (2, 3, 3), (3, 5, 5) or (3, 3, 3)
// Dtypes:    float16, bfloat16, float32, float64, int8, int16, int32, int64,
//            bool (uint8 refused: negative taps)
// Errors:    a mode not sobel or diff; an order not 1 or 2; uint8 or complex
//            dtype
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
const core::OpSpec& get_spatial_gradient_kernel2d_op();

at::Tensor get_spatial_gradient_kernel2d(const std::string& mode, int64_t order,
                                         std::optional<at::Device> device = std::nullopt,
                                         std::optional<at::ScalarType> dtype = std::nullopt);

}  // namespace kornia::filters
