// adjust_brightness()
//
// Adds `factor` to the image and clamps to [0, 1] unless clip_output is
// false (Kornia 0.9 `kornia.enhance.adjust_brightness`): image + factor in
// the image dtype, a host factor rounded to that dtype first as Kornia's
// `torch.as_tensor(factor, dtype=image.dtype)` is. NaN stays NaN.
// Shape:     (*, C, H, W) -> same; factor a host double or a tensor whose
//            shape, padded with 1s on the right, broadcasts to the image's
//            ((), (B,), (B, C), ...)
// Dtypes:    float16, bfloat16, float32, float64 (a factor tensor is cast
//            to the image dtype), or uint8 (levels.h: the float32 op on
//            x / 255, rounded back to levels and so saturated at 0 and 255
//            whatever clip_output; a table per plane unless the factor varies
//            over H and W)
// Errors:    an image neither floating nor uint8; fewer than 3 dims; a factor tensor of
//            another shape
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& adjust_brightness_op();

at::Tensor adjust_brightness(const at::Tensor& image, double factor, bool clip_output = true);
at::Tensor adjust_brightness(const at::Tensor& image, const at::Tensor& factor,
                             bool clip_output = true);

}  // namespace kornia::enhance
