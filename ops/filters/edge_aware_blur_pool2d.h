// edge_aware_blur_pool2d()
//
// A blur that keeps edges (Kornia 0.9 `kornia.filters.edge_aware_blur_pool2d`
// and `EdgeAwareBlurPool2D`), at the input's size. A pixel is on an edge
// where, along x or y, the channel mean of log2(input + epsilon) differs by
// more than log2(edge_threshold) (the threshold rounded to float32 first, as
// Kornia's torch.tensor) between the pixels two before and two after it
// (the input reflect-padded by 2); the edge map is dilated by a max pool of
// edge_dilation_kernel_size (stride 1, padded by its radius). Those pixels
// keep their value; every other pixel takes blur_pool2d's Pascal blur at
// stride 1 (its C++ function, detail::BlurPool) of the input reflect-padded
// by max(2, k / 2) (in chunks of at most side - 1, as Kornia's
// _reflect_pad2d, for a kernel wider than the image), so that no zero of the
// blur's own padding reaches the image. out = d * input + (1 - d) * blurred.
// Every decision is a tensor op (comparisons, a max pool, a blend): one graph
// for every value. float16/bfloat16 blurred in float32 and rounded once;
// log2 of float32 computed in float64 and rounded (the same on every CPU).
// Shape:     (B, C, H, W) -> (B, C, H, W), H and W >= 3
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    not 4-D, or an empty C, H or W; not floating (Kornia's
//            TypeCheckError: a network layer); H or W < 3 (the 2-pixel
//            reflect halo); edge_dilation_kernel_size not odd and positive;
//            edge_threshold not > 1; a kernel size not positive or not square
// Native:    the blur's taps in kornia_cpp::_tap_sum (float32, float64)
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <array>
#include <cstdint>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& edge_aware_blur_pool2d_op();

at::Tensor edge_aware_blur_pool2d(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                                  double edge_threshold = 1.25,
                                  int64_t edge_dilation_kernel_size = 3, double epsilon = 1e-6);

}  // namespace kornia::filters
