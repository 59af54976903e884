// Constant(values, options)
//
// A 1-D tensor of `values` in options' dtype and on its device, made the way
// torch::tensor makes one: on the host with the tracer off, so that a traced
// graph records it as a constant. at::tensor cannot stand in for it: it
// records an aten::empty and fills the buffer behind the tracer's back, so a
// replayed graph reads uninitialized memory (seen when ops/ moved from
// torch::tensor to per-operator headers: the fused replays of
// rgb_to_grayscale's users differed, the traced weights were garbage).
// Each double is converted to the dtype once (as torch::tensor's fill).
#pragma once

#include <ATen/core/Tensor.h>

#include <vector>

namespace kornia::core {

at::Tensor Constant(const std::vector<double>& values, const at::TensorOptions& options);

// Eye(n, m, options), Eye(n, options): at::eye's n x m identity in options'
// dtype; a bfloat16 one made in float32 and converted (exact: 0 and 1),
// since torch 1.13.1 has no CPU bfloat16 eye kernel ("eye" not implemented
// for 'BFloat16').
at::Tensor Eye(int64_t n, int64_t m, const at::TensorOptions& options);
at::Tensor Eye(int64_t n, const at::TensorOptions& options);

}  // namespace kornia::core
