// convolve3d()
//
// filter3d with behaviour "conv" (Kornia 0.9 `kornia.filters.convolve3d`): the
// kernel flipped on its three axes and correlated (a true convolution), with
// filter3d's padding, border modes, normalization, dtypes and taps (filter3d.h).
// Shape:     (B, C, D, H, W) -> same; kernel (1, kD, kH, kW) or (B, kD, kH, kW)
// Dtypes:    float16, bfloat16, float32, float64 (same dtype out); uint8,
//            int8, int16, int32, int64, bool (float32 out); the kernel any
//            real dtype
// Errors:    filter3d's, named convolve3d
// Tolerance: fused replay within 8 ulp (float32, float64, uint8): the
//            TensorExpr fuser contracts the taps' addcmul chain into fused
//            multiply-adds (measured 4 ulp); eager, traced and loaded graphs,
//            and float16/bfloat16, are exact
#pragma once

#include <ATen/core/Tensor.h>

#include <string>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& convolve3d_op();

at::Tensor convolve3d(const at::Tensor& input, const at::Tensor& kernel,
                      const std::string& border_type = "replicate", bool normalized = false);

}  // namespace kornia::filters
