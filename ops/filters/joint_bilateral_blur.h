// joint_bilateral_blur()
//
// The joint bilateral filter (Kornia 0.9 `kornia.filters.joint_bilateral_blur`):
// bilateral_blur's filter (ops/filters/bilateral_blur.h: its one form,
// Kornia's tap loop, and its parity with Kornia's two paths) with the colour
// distances taken in `guidance` and the values averaged from `input`.
// guidance may have its own channel count; it is cast to the input's
// floating dtype (float32 for an integer or bool input), so the output has
// the input's dtype (float32 for an integer or bool input).
// Shape:     input (B, C, H, W), guidance (B, C_g, H, W) -> (B, C, H, W);
//            sigma_color a host float or a tensor (B,) or (1,); sigma_space a
//            host (sigma_y, sigma_x) or a tensor (B, 2) or (1, 2)
// Dtypes:    input and guidance every real dtype (float16, bfloat16, float32,
//            float64 inputs keep theirs; integer and bool give float32)
// Errors:    input or guidance not 4-D or with an empty C, H or W; guidance
//            of another batch or H, W; as bilateral_blur for the kernel size,
//            the sigmas, border_type and color_distance_type
// Tolerance: fused replay within 16 ulp (float32, float64, uint8): the
//            TensorExpr fuser contracts the taps' multiply-adds into FMAs and
//            computes exp in its own form (uint8 filtered in float32)
#pragma once

#include <ATen/core/Tensor.h>

#include <array>
#include <cstdint>
#include <string>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& joint_bilateral_blur_op();

at::Tensor joint_bilateral_blur(const at::Tensor& input, const at::Tensor& guidance,
                                std::array<int64_t, 2> kernel_size, double sigma_color,
                                std::array<double, 2> sigma_space,
                                const std::string& border_type = "reflect",
                                const std::string& color_distance_type = "l1");
at::Tensor joint_bilateral_blur(const at::Tensor& input, const at::Tensor& guidance,
                                std::array<int64_t, 2> kernel_size, const at::Tensor& sigma_color,
                                std::array<double, 2> sigma_space,
                                const std::string& border_type = "reflect",
                                const std::string& color_distance_type = "l1");
at::Tensor joint_bilateral_blur(const at::Tensor& input, const at::Tensor& guidance,
                                std::array<int64_t, 2> kernel_size, double sigma_color,
                                const at::Tensor& sigma_space,
                                const std::string& border_type = "reflect",
                                const std::string& color_distance_type = "l1");
at::Tensor joint_bilateral_blur(const at::Tensor& input, const at::Tensor& guidance,
                                std::array<int64_t, 2> kernel_size, const at::Tensor& sigma_color,
                                const at::Tensor& sigma_space,
                                const std::string& border_type = "reflect",
                                const std::string& color_distance_type = "l1");

}  // namespace kornia::filters
