// image_histogram2d()
//
// A kernel density estimate of the histogram of each channel of an image
// (Kornia 0.9 `kornia.enhance.image_histogram2d`): per bin center c and
// pixel x, u = |x - c| / bandwidth, the kernel (triangular 1 - u, uniform 1,
// epanechnikov 1 - u**2, each on u <= 1; gaussian exp(-0.5 * u**2)) summed
// over H and W; with return_pdf, the histogram divided by its sum over the
// bins + eps, else a zero pdf. Centers default to min + (i + 0.5) *
// bandwidth, i < n_bins; the bandwidth (nullopt or -1: (max - min) /
// n_bins) must be finite and > 0, and where either is automatic, n_bins > 0
// and [min, max] finite and non-empty (all host values, checked on the
// host, as Kornia). The work dtype is float32 promoted with the image's and
// the centers' dtypes: float16/bfloat16 and integer images count in float32
// and return float32 (half counts overflow on ordinary images). Kornia's op
// sequence with its Python floats as at::Scalars; the image is made
// contiguous first so that the sums over H x W run in one order, and so is
// the histogram before the pdf's sum over the bins (Kornia's sums a permuted
// view, in an order that follows the batch size: its pdf may be an ulp
// apart); the gaussian's exp goes through libm's scalar kernel
// (core::ScalarPath).
// Limit: a single output (one bin, one channel, a batch of one) of 32,768
// or more pixels is summed by ATen's threaded two-pass reduction (docs/LIMITS.md).
// A fix on purpose: Kornia multiplies the compact kernels by their support
// mask, so an infinite pixel, or (epanechnikov) one whose u**2 overflows,
// gives 0 * inf = NaN in every bin of its channel; here u is clamped to 2
// (beyond the support) in the compact kernels first, so such a pixel counts
// 0 (-0.0, as every other value beyond the support); a NaN pixel still
// makes its channel's bins NaN (triangular, epanechnikov, gaussian) or
// counts 0 (uniform), as in Kornia.
// Shape:     image (H, W), (C, H, W) or (B, C, H, W); centers (n_bins,) ->
//            hist and pdf (n_bins), (C, n_bins) or (B, C, n_bins)
// Dtypes:    every real dtype of image (bool included; Kornia's
//            image.to(dtype)); centers any real dtype. The result in
//            promote(float32, image, centers): float32 for float16,
//            bfloat16, integer and bool images with automatic centers,
//            float64 for float64 images or centers.
// Errors:    an image of rank other than 2, 3 or 4; a complex image;
//            centers of rank 2 or more; kernel outside triangular, gaussian,
//            uniform, epanechnikov; a bandwidth that is not finite and > 0;
//            n_bins <= 0 or [min, max] not finite and non-empty where the
//            centers or the bandwidth are automatic.
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <optional>
#include <string>
#include <tuple>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& image_histogram2d_op();

// (hist, pdf); pdf is zeros unless return_pdf. Empty centers count as none.
std::tuple<at::Tensor, at::Tensor> image_histogram2d(
    const at::Tensor& image, double min = 0.0, double max = 255.0, int64_t n_bins = 256,
    std::optional<double> bandwidth = std::nullopt,
    const std::optional<at::Tensor>& centers = std::nullopt, bool return_pdf = false,
    const std::string& kernel = "triangular", double eps = 1e-10);

}  // namespace kornia::enhance
