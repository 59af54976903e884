// raw_to_rgb_2x2_downscaled()
//
// A Bayer raw image to half-resolution RGB (Kornia 0.9
// `kornia.color.raw_to_rgb_2x2_downscaled`): one RGB pixel per 2 x 2 cell,
// its red and blue samples and the mean of its two greens ((g1 + g2) / 2 in
// the image dtype).
// Shape:     (*, 1, H, W) -> (*, 3, H / 2, W / 2), H and W even
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    fewer than 3 dims or C != 1; a non-floating dtype; an odd H or W
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/color/cfa.h"
#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& raw_to_rgb_2x2_downscaled_op();

at::Tensor raw_to_rgb_2x2_downscaled(const at::Tensor& image, CFA cfa);

}  // namespace kornia::color
