// filter2d()
//
// Correlates each channel of an image with a 2-D kernel (Kornia 0.9
// `kornia.filters.filter2d`): out[y, x] = sum_(i, j) kernel[i, j] *
// padded[y + i, x + j], the kernel's taps summed in row-major order (one
// multiply, then one addcmul per tap: taps.h), anchored at ((kH - 1) / 2,
// (kW - 1) / 2) as Kornia's (an even kernel's anchor is the tap before the
// middle). padding "same" pads ((kW - 1) / 2, kW / 2, (kH - 1) / 2, kH / 2)
// with border_type; "valid" pads nothing (out (H - kH + 1, W - kW + 1)).
// behaviour "conv" flips the kernel on both axes; normalized divides each
// kernel by the sum of its absolute values (Kornia's normalize_kernel2d). A
// (1, kH, kW) kernel is shared by the batch, a (B, kH, kW) one is per sample.
// float16/bfloat16 images are filtered in float32 and rounded once; integer
// and bool images are filtered in float32 and returned as float32, as in
// Kornia. Kornia sums with conv2d, in its backend's order: its values differ
// from these by that rounding.
// Shape:     (B, C, H, W) -> (B, C, H, W) ("same") or (B, C, H - kH + 1,
//            W - kW + 1) ("valid"); kernel (1, kH, kW) or (B, kH, kW)
// Dtypes:    float16, bfloat16, float32, float64 (same dtype out); uint8,
//            int8, int16, int32, int64, bool (float32 out); the kernel any
//            real dtype (cast to the work dtype)
// Errors:    not 4-D; a kernel not 3-D, empty, or of another batch; a complex
//            kernel; an unknown border_type, padding or behaviour (any
//            letter case is taken); a reflect/circular radius not smaller
//            than (not larger than) the image side, replicate on an empty
//            side; "valid" with a kernel larger than the image
// Native:    the taps in one native operator (kornia_cpp::_tap_sum) on the
//            float32 and float64 work dtypes
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <string>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& filter2d_op();

at::Tensor filter2d(const at::Tensor& input, const at::Tensor& kernel,
                    const std::string& border_type = "reflect", bool normalized = false,
                    const std::string& padding = "same", const std::string& behaviour = "corr");

namespace detail {

// filter2d as the op `spec` (its image check and name in messages):
// correlate2d's and convolve2d's.
at::Tensor Filter2d(const core::OpSpec& spec, const at::Tensor& input, const at::Tensor& kernel,
                    const std::string& border_type, bool normalized, const std::string& padding,
                    const std::string& behaviour);

}  // namespace detail

}  // namespace kornia::filters
