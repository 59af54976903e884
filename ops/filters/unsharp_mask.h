// unsharp_mask()
//
// Sharpens each channel by unsharp masking (Kornia 0.9
// `kornia.filters.unsharp_mask`): lerp(blurred, image, 2), the image pushed
// away from its gaussian_blur2d (same kernel_size, sigma and border_type;
// that op's taps and checks) by their difference, with torch.lerp's
// rounding. float16/bfloat16 images are blurred as gaussian_blur2d blurs
// them (float32, rounded once) and the lerp taken in their dtype, as
// Kornia's; integer and bool images are sharpened in float32 and give float32.
// Shape:     (B, C, H, W) -> same; sigma: host (sigma_y, sigma_x) or a
//            tensor (1, 2) or (B, 2)
// Dtypes:    float16, bfloat16, float32, float64 (same dtype out); uint8,
//            int8, int16, int32, int64, bool (float32 out)
// Errors:    gaussian_blur2d's, named unsharp_mask: not 4-D; a kernel size
//            not a positive odd int; a host sigma <= 0; an unknown
//            border_type; a reflect/circular radius that does not fit; a
//            sigma tensor of another shape or not floating. A sigma tensor
//            <= 0 is a value check in the graph.
// Native:    the blur's taps in kornia_cpp::_tap_sum (float32, float64)
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <array>
#include <cstdint>
#include <string>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& unsharp_mask_op();

at::Tensor unsharp_mask(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                        std::array<double, 2> sigma, const std::string& border_type = "reflect");
at::Tensor unsharp_mask(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                        const at::Tensor& sigma, const std::string& border_type = "reflect");

}  // namespace kornia::filters
