// adjust_hue()
//
// Rotates the hue of an RGB image by `factor` radians (Kornia 0.9
// `kornia.enhance.adjust_hue`): hsv_to_rgb(adjust_hue_raw(rgb_to_hsv(image),
// factor)), Kornia's composition of the three ops of this library. A uint8
// image (which Kornia does not take) is its levels x / 255 through the
// float32 form, rounded back (ops/enhance/levels.h). On float32 and uint8
// with one factor per image the three steps run as one native pass,
// kornia_cpp::_adjust_hue (ops/native: the same values, NaN compared as NaN).
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
const core::OpSpec& adjust_hue_op();

at::Tensor adjust_hue(const at::Tensor& image, double factor);
at::Tensor adjust_hue(const at::Tensor& image, const at::Tensor& factor);

}  // namespace kornia::enhance
