// invert()
//
// max_val - image (Kornia 0.9 `kornia.enhance.invert`), max_val cast to the
// image dtype. Its default is 1 for a floating image, as Kornia's, and 255
// for a uint8 image, where Kornia's default 1 wraps around (1 - x modulo
// 256): a defect we do not copy. A contiguous uint8 image with the default
// max_val runs the native kernel (ops/native), byte for byte 255 - image.
// Shape:     (*, C, H, W) -> same; max_val a tensor that broadcasts to the
//            image's shape (torch's rule)
// Dtypes:    float16, bfloat16, float32, float64, uint8
// Errors:    an image of another dtype; fewer than 3 dims; a max_val of
//            another shape
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <optional>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& invert_op();

at::Tensor invert(const at::Tensor& image, const std::optional<at::Tensor>& max_val = std::nullopt);

}  // namespace kornia::enhance
