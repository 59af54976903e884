// adjust_brightness_accumulative()
//
// Multiplies the image by `factor` and clamps to [0, 1] unless clip_output
// is false (Kornia 0.9 `kornia.enhance.adjust_brightness_accumulative`):
// image * factor in the image dtype, a host factor rounded to that dtype
// first as Kornia's is. NaN stays NaN.
// Shape:     (*, C, H, W) -> same; factor a host double or a tensor whose
//            shape, padded with 1s on the right, broadcasts to the image's
// Dtypes:    float16, bfloat16, float32, float64 (a factor tensor is cast
//            to the image dtype)
// Errors:    a non-floating image; fewer than 3 dims; a factor tensor of
//            another shape
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& adjust_brightness_accumulative_op();

at::Tensor adjust_brightness_accumulative(const at::Tensor& image, double factor,
                                          bool clip_output = true);
at::Tensor adjust_brightness_accumulative(const at::Tensor& image, const at::Tensor& factor,
                                          bool clip_output = true);

}  // namespace kornia::enhance
