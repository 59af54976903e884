// jpeg_codec_differentiable()
//
// Differentiable JPEG encoding and decoding (Kornia 0.9
// `kornia.enhance.jpeg_codec_differentiable`, Reich et al. 2024), Kornia's op
// sequence: the image is replicate-padded on the bottom and right to
// multiples of 16, converted to YCbCr (kornia.color.rgb_to_ycbcr) and scaled
// to [0, 255]; Cb and Cr are subsampled by 2 (Kornia's rescale: a 3x3
// Gaussian blur, sigma 0.5, reflect border, then bilinear resampling); each
// channel is cut into 8x8 blocks, shifted by -128 and DCT-transformed; the
// coefficients are divided by the quality-scaled tables and rounded with the
// polynomial rounding round(x) + (x - round(x))**3, multiplied back,
// inverse-transformed, the chroma upsampled by 2 (bilinear), converted back
// to RGB (kornia.color.ycbcr_to_rgb, clamped to [0, 1]), soft-clipped to [0, 255]
// and cropped to the input size. Quality q (0 treated as 1) scales the
// tables by floor_poly(q < 50 ? 5000 / q : 200 - 2 q), with
// floor_poly(x) = floor(x) + (x - 0.5 - floor(x))**3, and each scaled table
// is soft-clipped to [1, 255] (scale 0.02) and floor_poly'ed. float16 and
// bfloat16 images compute in float32 (quality and tables included) and round
// once to the input dtype at the end, as Kornia does. Default tables: the
// standard JPEG luma and chroma tables. The work runs on a contiguous copy
// of the image, so every layout takes the same kernels. A batch of 0 images
// gives an empty result (Kornia refuses an empty input).
// Differs from Kornia on purpose: both transforms are two separable 8-term
// passes, each a broadcast product summed in one fixed order, where Kornia
// uses tensordot (one 64-term sum over the 2-D basis) and two matmuls. BLAS
// picks its summation order by the matrix sizes, so Kornia's values depend
// on the batch size (seen on torch 1.13.1's OpenBLAS: a batch of 1 and a
// batch of 2 differed by up to 2.7e-7 in float32); ours do not, on any pin.
// Shape:     input (*, 3, H, W) -> same (the leading dims are N images);
//            jpeg_quality (1) or (N); quantization_table_y/_c (8, 8),
//            (1, 8, 8) or (N, 8, 8), each optional (default tables)
// Dtypes:    float16, bfloat16, float32, float64 image; jpeg_quality and
//            tables of any real dtype (cast to the work dtype)
// Errors:    a non-floating image; fewer than 3 dims, C != 3 or an empty
//            C, H or W; jpeg_quality not 1-D or of a size other than 1 or
//            N; a table not (8, 8) or (B, 8, 8), or with B other than 1 or
//            N; a complex jpeg_quality or table. A jpeg_quality value
//            outside [0, 100] (or NaN) is a value check that stays in the
//            graph (AssertInGraph).
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <optional>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& jpeg_codec_differentiable_op();

at::Tensor jpeg_codec_differentiable(
    const at::Tensor& input, const at::Tensor& jpeg_quality,
    const std::optional<at::Tensor>& quantization_table_y = std::nullopt,
    const std::optional<at::Tensor>& quantization_table_c = std::nullopt);

}  // namespace kornia::enhance
