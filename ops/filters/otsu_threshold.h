// otsu_threshold()
//
// Otsu's threshold of each plane (Kornia 0.9 `kornia.filters.otsu_threshold`
// and `OtsuThreshold`): the input is read as planes over its last two dims
// (a tensor of at most two dims is one plane), each histogrammed in `nbins`
// equal bins between its own minimum and maximum; the threshold is the upper
// edge of the bin after which the split has the largest between-class
// variance (the first of equal maxima, as torch.argmax picks it; a split
// after an empty bin never competes), in the input's dtype.
//   - Default path: the hard histogram of Kornia's __histogram (the bins and
//     edges in float32, float64 for a float64 input; a range whose product
//     with nbins overflows taken in units of the plane's largest magnitude).
//   - slow_and_differentiable: the histogram of a Gaussian kernel density
//     estimate (0.1 bin) in bounded units, a split competing only after a bin
//     of more than 1 % of one pixel's mass; a different threshold than the
//     default path's in general (usually within one bin). Where x requires a
//     gradient (and grad mode is on), Kornia's straight-through surrogate
//     (the soft-argmax over a 0.5-bin estimate) adds its gradient: the value
//     is the same up to the sign of a zero threshold and NaN (soft - soft).
//   - An integer threshold is the largest integer below the edge; a floating
//     one is moved, where rounding put it on the wrong side, to lie at or
//     above the largest background pixel and below the smallest foreground
//     one (nextafter toward -inf of that pixel, as Kornia's bit step).
//   - A constant plane (and any plane without two non-empty classes) takes
//     its minimum (a constant plane: its value) as the threshold.
//   - The first output is x * (x > threshold), or with return_mask the bool
//     mask x > threshold, each pixel against its own plane's threshold.
// Every step is a tensor op (argmax, gather, where): no host read, one graph
// for every value.
// Shape:     x of at most 5 dims, (*, H, W) -> (same shape, (P,)), P the
//            number of planes (the product of the dims before the last two;
//            1 for at most two dims)
// Dtypes:    uint8, int8, int16, int32, int64, float16, bfloat16, float32,
//            float64; the outputs in x's dtype (the mask bool)
// Errors:    more than 5 dims; another dtype; an empty plane (H or W 0, or
//            an empty tensor of at most two dims); nbins < 2
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <tuple>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& otsu_threshold_op();

std::tuple<at::Tensor, at::Tensor> otsu_threshold(const at::Tensor& x, int64_t nbins = 256,
                                                  bool slow_and_differentiable = false,
                                                  bool return_mask = false);

}  // namespace kornia::filters
