// rgb_to_grayscale()
//
// Luma of an RGB image (Kornia 0.9 `kornia.color.rgb_to_grayscale`): with the
// default ITU-R BT.601 weights (0.299, 0.587, 0.114), rounded to the image
// dtype, out = r*w_r, then addcmul g*w_g, then addcmul b*w_b (Kornia's order,
// so the roundings match). A uint8 image with default weights uses OpenCV's
// fixed-point weights (9798, 19235, 3735) / 2**15 in int32 with rounding, bit
// for bit as cv2.cvtColor(COLOR_RGB2GRAY). A contiguous uint8 image runs the
// native kernel (ops/native), byte for byte that composite form.
// Shape:     (*, 3, H, W) -> (*, 1, H, W); rgb_weights (3,)
// Dtypes:    float16, bfloat16, float32, float64; uint8 with default weights
// Errors:    fewer than 3 dims or C != 3; any other dtype; rgb_weights not (3,);
//            explicit weights on a uint8 image
// Tolerance: fused replay within 4 ulp (float32, float64): the TensorExpr fuser
//            contracts mul + addcmul + addcmul its own way (the measured bound:
//            its case); eager, traced and loaded graphs, and float16/bfloat16,
//            are exact
#pragma once

#include <ATen/core/Tensor.h>

#include <array>
#include <cstdint>
#include <optional>

#include "ops/core/op_spec.h"

namespace kornia::color {
// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& rgb_to_grayscale_op();

namespace detail {

// The uint8 weights (R, G, B): 0.299, 0.587, 0.114 in 15-bit fixed point.
inline constexpr std::array<int64_t, 3> kGrayWeightsUint8 = {9798, 19235, 3735};

}  // namespace detail

at::Tensor rgb_to_grayscale(const at::Tensor& image,
                            const std::optional<at::Tensor>& rgb_weights = std::nullopt);

}  // namespace kornia::color
