// get_spatial_gradient_kernel3d()
//
// Volume gradient kernels (Kornia 0.9
// `kornia.filters.get_spatial_gradient_kernel3d`): mode 'diff' only ('sobel'
// passes the mode check and raises NotImplementedError, as Kornia's); order 1
// (dx, dy, dz: (3, 1, 3, 3, 3), half taps) or 2 (dxx, dyy, dzz, dxy, dyz,
// dxz: (6, 1, 3, 3, 3)), the kernels spatial_gradient3d builds on
// (ops/filters/kernels.h). device and dtype are positional too (Kornia's).
// Shape:     () -> (3, 1, 3, 3, 3) or (6, 1, 3, 3, 3)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    a mode not sobel or diff; an order not 1 or 2; sobel
//            (NotImplementedError); an integer, bool or complex dtype
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
const core::OpSpec& get_spatial_gradient_kernel3d_op();

at::Tensor get_spatial_gradient_kernel3d(const std::string& mode, int64_t order,
                                         std::optional<at::Device> device = std::nullopt,
                                         std::optional<at::ScalarType> dtype = std::nullopt);

}  // namespace kornia::filters
