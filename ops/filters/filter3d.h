// filter3d()
//
// Correlates each channel of a volume with a 3-D kernel (Kornia 0.9
// `kornia.filters.filter3d`): out[z, y, x] = sum kernel[d, i, j] *
// padded[z + d, y + i, x + j], the taps summed in row-major order (one
// multiply, then one addcmul per tap: taps.h Correlate3d), padded "same" as
// Kornia's _compute_padding (an even size's anchor is the tap before the
// middle) with border_type (default replicate). behaviour "conv" flips the
// kernel on its three axes; normalized divides each kernel by the sum of its
// absolute values (Kornia's: per (D, H W) slice sums, then over D). A
// (1, kD, kH, kW) kernel is shared by the batch, (B, kD, kH, kW) per sample.
// float16/bfloat16 volumes are filtered in float32 and rounded once;
// integer and bool volumes give float32, as in Kornia. Kornia sums with
// conv3d, in its backend's order.
// Shape:     (B, C, D, H, W) -> same; kernel (1, kD, kH, kW) or (B, kD, kH, kW)
// Dtypes:    float16, bfloat16, float32, float64 (same dtype out); uint8,
//            int8, int16, int32, int64, bool (float32 out); the kernel any
//            real dtype
// Errors:    not 5-D; a kernel not 4-D, empty, or of another batch; a complex
//            kernel; an unknown border_type or behaviour; a reflect/circular
//            radius that does not fit the volume, replicate on an empty side
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
const core::OpSpec& filter3d_op();

at::Tensor filter3d(const at::Tensor& input, const at::Tensor& kernel,
                    const std::string& border_type = "replicate", bool normalized = false,
                    const std::string& behaviour = "corr");

namespace detail {

// filter3d as the op `op` (its checks and name in messages): correlate3d's
// and convolve3d's.
at::Tensor Filter3d(const core::OpSpec& op, const at::Tensor& input, const at::Tensor& kernel,
                    const std::string& border_type, bool normalized, const std::string& behaviour);

}  // namespace detail

}  // namespace kornia::filters
