// rgb_to_raw()
//
// RGB to a Bayer raw image (Kornia 0.9 `kornia.color.rgb_to_raw`): the green
// channel, with the red and blue samples of `cfa`'s pattern copied in at
// their places in every 2 x 2 cell. Any H and W (odd sides end in a partial
// cell).
// Shape:     (*, 3, H, W) -> (*, 1, H, W)
// Dtypes:    every dtype (values are only copied)
// Errors:    fewer than 3 dims or C != 3
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/color/cfa.h"
#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& rgb_to_raw_op();

at::Tensor rgb_to_raw(const at::Tensor& image, CFA cfa);

}  // namespace kornia::color
