// adjust_saturation()
//
// Scales the saturation of an RGB image by `factor` (Kornia 0.9
// `kornia.enhance.adjust_saturation`), on Kornia's two paths: float32 and
// float64 in RGB directly (max, min and delta of the channels, the HSV
// saturation delta / (max + 1e-8) scaled and clamped to [0, 1], then each
// channel moved within [max - new delta, max]; grey and black pixels are
// guarded with where, not divided by 0); float16 and bfloat16 through
// hsv_to_rgb(adjust_saturation_raw(rgb_to_hsv(image), factor)). The path is
// chosen on the dtype (metadata), never on values. A uint8 image (which
// Kornia does not take) is its levels x / 255 through the float32 form,
// rounded back (ops/enhance/levels.h). On float32 and uint8 with one factor
// per image the form runs as one native pass, kornia_cpp::_adjust_saturation
// (ops/native: the same values, NaN compared as NaN).
// Shape:     (*, 3, H, W) -> same; factor a host double or a tensor whose
//            shape, padded with 1s on the right, broadcasts to (*, 1, H, W)
// Dtypes:    float16, bfloat16, float32, float64, uint8
// Errors:    a non-floating, non-uint8 image; fewer than 3 dims or C != 3; a factor
//            tensor of another shape (one value per channel included)
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& adjust_saturation_op();

at::Tensor adjust_saturation(const at::Tensor& image, double factor);
at::Tensor adjust_saturation(const at::Tensor& image, const at::Tensor& factor);

}  // namespace kornia::enhance
