// rgb_to_hls()
//
// RGB to HLS (Kornia 0.9 `kornia.color.rgb_to_hls`): hue in radians in
// [0, 2*pi), lightness and saturation in [0, 1] for an image in [0, 1].
// Kornia's op sequence in the image dtype: the hue sextant is that of the
// channel torch.max picks (the first maximal one; a NaN channel wins), each
// sextant's hue multiplied by its {0,1} mask and summed (so a NaN anywhere
// in the pixel stays NaN); grey pixels (max == min) divide by 1 instead of
// eps; a hue that rounds up to 2*pi folds to 0.
// Shape:     (*, 3, H, W) -> (*, 3, H, W)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    fewer than 3 dims or C != 3; a non-floating dtype
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& rgb_to_hls_op();

at::Tensor rgb_to_hls(const at::Tensor& image, double eps = 1e-8);

}  // namespace kornia::color
