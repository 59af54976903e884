// normalize()
//
// (data - mean) / std per channel (Kornia 0.9 `kornia.enhance.normalize`),
// over data reshaped to (B, C, N) as Kornia does; host values become a (C,)
// tensor of the data's dtype, as Kornia's `torch.tensor([mean] * C)`.
// Shape:     data (B, C, *) -> same; mean and std host doubles (one value
//            for every channel) or tensors of shape (), (1,), (C,), (1, C)
//            or (B, C)
// Dtypes:    float16, bfloat16, float32, float64; an integer or bool data
//            is promoted to float32 first, as Kornia promotes it to torch's
//            default dtype (mean and std are cast to the data's dtype);
//            contiguous uint8 data is converted and scaled in one native
//            pass (ops/native, (x - mean) / std in float32), byte for byte the same
// Errors:    data of fewer than 2 dims; a complex data; a mean or std of
//            another shape
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& normalize_op();

at::Tensor normalize(const at::Tensor& data, const at::Tensor& mean, const at::Tensor& std);
at::Tensor normalize(const at::Tensor& data, double mean, double std);

}  // namespace kornia::enhance
