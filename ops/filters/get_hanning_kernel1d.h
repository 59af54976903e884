// get_hanning_kernel1d()
//
// Hann window (Kornia 0.9 `kornia.filters.get_hanning_kernel1d`):
// 0.5 - 0.5 cos(2 pi n / (k - 1)) over arange(k) in `dtype`, each op in that
// dtype (float16/bfloat16 round per op, as Kornia's); with no dtype or an
// integer one the ramp is torch's default dtype (Kornia's promotion). The
// symmetric window: both end taps 0, not normalized. device and dtype are
// positional too (Kornia's).
// Shape:     () -> (kernel_size,)
// Dtypes:    float16, bfloat16, float32, float64; uint8, int8, int16, int32,
//            int64 (default-dtype output)
// Errors:    kernel_size <= 2; a bool or complex dtype (no arange)
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
const core::OpSpec& get_hanning_kernel1d_op();

at::Tensor get_hanning_kernel1d(int64_t kernel_size,
                                std::optional<at::Device> device = std::nullopt,
                                std::optional<at::ScalarType> dtype = std::nullopt);

}  // namespace kornia::filters
