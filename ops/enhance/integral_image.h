// integral_image()
//
// The integral image: running sums over H, then over W (Kornia 0.9
// `kornia.enhance.integral_image`, integral_tensor(image, {-2, -1})), in
// ATen's dtype rules (integer and bool images sum to int64).
// Shape:     (*, H, W) -> same
// Dtypes:    every real dtype (bool and integers give int64)
// Errors:    fewer than 2 dims; a complex image
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& integral_image_op();

at::Tensor integral_image(const at::Tensor& image);

}  // namespace kornia::enhance
