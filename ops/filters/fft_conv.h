// fft_conv()
//
// filter2d's correlation under Kornia 0.9's name `kornia.filters.fft_conv`:
// Kornia multiplies the padded image's and the zero-padded kernel's real FFTs
// (torch.fft.rfftn, irfftn) and crops, which is the linear correlation of
// filter2d ("same": pad with border_type; "valid": none; behaviour "conv"
// flips the kernel; normalized divides it by its absolute sum); half images
// in float32, integer and bool images as float32; the result contiguous on
// every layout. Here the same correlation
// is filter2d's fixed-order tap sum: ATen's CPU FFT is MKL's (or pocketfft's),
// whose rounding follows the CPU's code path, and goldens must hold on every
// x86 CPU; Kornia's FFT values differ from these by that rounding
// (KORNIA_PARITY.md). The cost is the taps' (kH x kW per pixel), not an FFT's.
// Shape:     (B, C, H, W) -> (B, C, H, W) ("same") or (B, C, H - kH + 1,
//            W - kW + 1) ("valid"); kernel (1, kH, kW) or (B, kH, kW)
// Dtypes:    float16, bfloat16, float32, float64 (same dtype out); uint8,
//            int8, int16, int32, int64, bool (float32 out); the kernel any
//            real dtype
// Errors:    filter2d's, named fft_conv
// Native:    the taps in kornia_cpp::_tap_sum (float32, float64)
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <string>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& fft_conv_op();

at::Tensor fft_conv(const at::Tensor& input, const at::Tensor& kernel,
                    const std::string& border_type = "reflect", bool normalized = false,
                    const std::string& padding = "same", const std::string& behaviour = "corr");

}  // namespace kornia::filters
