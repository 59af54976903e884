// canny()
//
// The Canny edge detector (Kornia 0.9 `kornia.filters.canny`): a 3-channel
// image to grayscale (rgb_to_grayscale), gaussian_blur2d (reflect, separable)
// with kernel_size and sigma, spatial_gradient's unnormalized Sobel
// gradients, the magnitude sqrt(gx * gx + gy * gy + eps), non-maximum
// suppression along the gradient's direction rounded to 45 degrees (Kornia's
// tie rule: at 0 and 90 degrees a pixel ties with its right or lower
// neighbour, strictly above the other), the pixels above sqrt(eps) kept;
// edges 0.5 above low_threshold, 1 above high_threshold. With hysteresis a
// weak pixel (0.5) joins the edges (1) when one of its 8 neighbours is an
// edge, repeated until nothing changes; the edges are then 0 or 1.
// Integer and bool images are computed in float32 (float32 out), float16 and
// bfloat16 in float32, rounded once at the end.
//
// One path for every run: Kornia repeats the hysteresis round until nothing
// changes (a host read per round; torch.while_loop under export, a scripted
// loop under trace). Here the closure is one operator,
// kornia_cpp::_canny_hysteresis, which a trace records as one call and its
// replay runs again on any input: its CPU kernel fills each plane from its
// strong pixels through the weak ones (a queue, 8-connected); its composite
// form (every other backend, the reference of the composite check, ONNX) runs
// the round a fixed H x W - 1 times: each round that changes something turns
// at least one weak pixel into an edge, and an image has at most H x W - 1
// weak pixels beside a strong one, so the later rounds are no-ops (the proof
// of the bound; the fill and the rounds are compared on every case point).
// Shape:     (B, C, H, W), C 1 or 3 -> (magnitude (B, 1, H, W), edges
//            (B, 1, H, W)); sigma: host (sigma_y, sigma_x) or a tensor (1, 2)
//            or (B, 2)
// Dtypes:    float16, bfloat16, float32, float64 (same dtype out); uint8,
//            int8, int16, int32, int64, bool (float32 out)
// Errors:    not 4-D; C not 1 or 3; low_threshold > high_threshold or
//            low_threshold <= 0; gaussian_blur2d's (kernel size, sigma, the
//            reflect radius against the image side)
// Native:    the gradients' taps in kornia_cpp::_tap_sum (float32, float64);
//            the suppression and the thresholds after atan2 in
//            kornia_cpp::_canny_nms (one pass for some twenty ATen ones); the
//            hysteresis closure in kornia_cpp::_canny_hysteresis
// Tolerance: fused replay within 2 ulp (float32, float64, bool); within 32
//            ulp (uint8, int32): the TensorExpr fuser contracts the gray
//            conversion's and the magnitude's multiply-adds (measured 1 ulp,
//            and 24 on integer images, whose gray values are large); an edge
//            that moved would differ by far more. Eager, traced and loaded
//            graphs are exact
#pragma once

#include <ATen/core/Tensor.h>

#include <array>
#include <cstdint>
#include <tuple>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& canny_op();

// (magnitude after the suppression, edges)
std::tuple<at::Tensor, at::Tensor> canny(const at::Tensor& input, double low_threshold = 0.1,
                                         double high_threshold = 0.2,
                                         std::array<int64_t, 2> kernel_size = {5, 5},
                                         std::array<double, 2> sigma = {1.0, 1.0},
                                         bool hysteresis = true, double eps = 1e-6);
std::tuple<at::Tensor, at::Tensor> canny(const at::Tensor& input, double low_threshold,
                                         double high_threshold, std::array<int64_t, 2> kernel_size,
                                         const at::Tensor& sigma, bool hysteresis = true,
                                         double eps = 1e-6);

}  // namespace kornia::filters
