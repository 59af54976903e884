// get_binary_kernel2d()
//
// Patch-extraction kernel (Kornia 0.9 `kornia.filters.get_binary_kernel2d`):
// (ky kx, 1, ky, kx), channel i one-hot at (i // kx, i % kx), the identity
// of ky kx taps (at::eye, Kornia's zeros + 1 on the diagonal) viewed as the
// stack. dtype defaults to float32 (Kornia's `dtype: torch.dtype =
// torch.float32`, not None). Sizes >= 0 (0: empty), even ones too.
// Shape:     () -> (ky * kx, 1, ky, kx)
// Dtypes:    float16, bfloat16, float32, float64 (Kornia's += 1.0 refuses
//            integer and bool dtypes)
// Errors:    window_size not of 2 values, or a size < 0; an integer, bool or
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
const core::OpSpec& get_binary_kernel2d_op();

at::Tensor get_binary_kernel2d(const std::vector<int64_t>& window_size,
                               std::optional<at::Device> device = std::nullopt,
                               at::ScalarType dtype = at::kFloat);

}  // namespace kornia::filters
