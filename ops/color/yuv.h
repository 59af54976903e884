// What the subsampled YUV conversions share (this package only): the checks
// of a (Y, UV) pair and the nearest-neighbour doubling of a chroma plane.
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>

#include "ops/core/op_spec.h"

namespace kornia::color::detail {

// The planes of yuv420_to_rgb / yuv422_to_rgb: imagey (*, 1, H, W) with even
// W (and even H when `halve_height`), imageuv (*, 2, H / 2 or H, W / 2) with
// imagey's leading dims, both of one floating dtype:
//   yuv420_to_rgb(): expected imageuv of shape [2, 2, 2, 3] (imagey's
//     leading dims, 2 channels, H / 2 and W / 2 of imagey [2, 1, 4, 6]), but
//     got shape [2, 2, 4, 3]
void CheckPlanes(const core::OpSpec& spec, const at::Tensor& imagey, const at::Tensor& imageuv,
                 bool halve_height);

// Each element of t repeated twice along `dim` (negative: from the end), as
// Kornia's t.repeat_interleave(2, dim): a broadcast and a copy, no arithmetic.
at::Tensor RepeatTwice(const at::Tensor& t, int64_t dim);

}  // namespace kornia::color::detail
