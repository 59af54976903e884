// gaussian_blur2d()
//
// Separable Gaussian blur (Kornia 0.9 `kornia.filters.gaussian_blur2d`, its CPU
// tap path): each 1-D kernel samples exp(-n^2 / (2 sigma^2)) at the integer
// offsets n of its taps and is normalized to sum 1 (a sigma whose 2*sigma^2 is
// 0 gives the unit impulse, selected with where); the image is padded by the
// kernel radius with `border_type` and the taps accumulated with addcmul, along
// W (sigma[1], kernel_size[1]) and then along H (sigma[0], kernel_size[0]);
// with separable = false, Kornia's 2-D kernel form: the outer product of the
// two kernels, its kH x kW taps accumulated row by row in one pass.
// float16/bfloat16 images are blurred in float32 (kernels and both passes) and
// rounded once at the end; integer and bool images are blurred in float32 and
// returned as float32, as in Kornia.
// Shape:     (B, C, H, W) -> same; sigma: host (sigma_y, sigma_x) or a tensor
//            (1, 2) shared by the batch or (B, 2), one row per sample
// Dtypes:    float16, bfloat16, float32, float64 (same dtype out); uint8,
//            int8, int16, int32, int64, bool (float32 out)
// Errors:    not 4-D; a kernel size that is not a positive odd int; a host
//            sigma <= 0; an unknown border_type; a reflect/circular radius
//            not smaller than the image side; a sigma tensor not (1, 2) or
//            (B, 2), or not floating. A sigma *tensor* <= 0 is a value check
//            in the graph (AssertInGraph).
// Native:    each pass's taps in one native operator (kornia_cpp::_tap_sum,
//            ops/native/taps.cc) with the composite's values, on the float32
//            and float64 work dtypes; the composite where a gradient is
//            recorded
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <array>
#include <cstdint>
#include <string>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& gaussian_blur2d_op();

// border_type: "constant", "reflect", "replicate" or "circular" (any case).
// separable = false: Kornia's 2-D kernel form (one pass of kH x kW taps with
// the outer product of the two 1-D kernels) instead of the two 1-D passes.
at::Tensor gaussian_blur2d(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                           std::array<double, 2> sigma, const std::string& border_type = "reflect",
                           bool separable = true);
at::Tensor gaussian_blur2d(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                           const at::Tensor& sigma, const std::string& border_type = "reflect",
                           bool separable = true);

namespace detail {

// gaussian_blur2d as the op `op` (its image check and its name in every
// message): unsharp_mask's blur.
at::Tensor GaussianBlur(const core::OpSpec& op, const at::Tensor& input,
                        std::array<int64_t, 2> kernel_size, std::array<double, 2> sigma,
                        const std::string& border_type, bool separable);
at::Tensor GaussianBlur(const core::OpSpec& op, const at::Tensor& input,
                        std::array<int64_t, 2> kernel_size, const at::Tensor& sigma,
                        const std::string& border_type, bool separable);

}  // namespace detail

}  // namespace kornia::filters
