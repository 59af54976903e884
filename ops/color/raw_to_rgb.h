// raw_to_rgb()
//
// A Bayer raw image to RGB (Kornia 0.9 `kornia.color.raw_to_rgb`), bilinear
// demosaicing: the samples a 2 x 2 cell has stay as they are; red and blue
// are the half-resolution planes padded by one (replicate) on the side away
// from their sample and upsampled bilinearly (align_corners) to (H + 1,
// W + 1), then cropped; green is the mean of the four neighbours of a
// reflect-padded image (Kornia's 3 x 3 cross kernel, summed here as up,
// left, right, down: exact quarters, so the bits are those of a convolution
// in that order, with no BLAS or oneDNN kernel deciding them; float32 sums
// for half images, rounded once). Unlike Kornia's convolution, the five zero
// taps are never multiplied: an inf or NaN at a diagonal or at the centre
// does not make the green NaN.
// Shape:     (*, 1, H, W) -> (*, 3, H, W), H and W even
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    fewer than 3 dims or C != 1; a non-floating dtype; an odd or
//            zero H or W
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/color/cfa.h"
#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& raw_to_rgb_op();

at::Tensor raw_to_rgb(const at::Tensor& image, CFA cfa);

}  // namespace kornia::color
