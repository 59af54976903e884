// laplacian_1d()
//
// The 1-D Laplacian taps without the size check (Kornia 0.9
// `kornia.filters.laplacian_1d`): ones with the tap window_size // 2 set to
// 1 - window_size (rounded to the dtype once). dtype defaults to float32
// (Kornia's `dtype: torch.dtype = torch.float32`). An even window puts the
// negative tap past the middle, as Kornia's.
// Shape:     () -> (window_size,)
// Dtypes:    float16, bfloat16, float32, float64; int8, int16, int32, int64
//            where 1 - window_size fits (uint8 and bool only for size 1)
// Errors:    window_size < 1; a complex dtype; an integer or bool dtype that
//            cannot hold 1 - window_size
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
const core::OpSpec& laplacian_1d_op();

at::Tensor laplacian_1d(int64_t window_size, std::optional<at::Device> device = std::nullopt,
                        at::ScalarType dtype = at::kFloat);

}  // namespace kornia::filters
