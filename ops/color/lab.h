// What the Lab and Luv conversions share (this package only): the D65 white
// and Kornia's working dtype.
#pragma once

#include <ATen/core/Tensor.h>

#include <array>

namespace kornia::color::detail {

// The D65 / 2-degree reference white, Kornia 0.9's digits.
inline constexpr std::array<double, 3> kWhite = {0.95047, 1.0, 1.08883};

// Kornia's (u', v') of the white, computed in double as its Python floats are.
inline constexpr double kWhiteDenominator = kWhite[0] + 15 * kWhite[1] + 3 * kWhite[2];
inline constexpr double kWhiteU = (4 * kWhite[0]) / kWhiteDenominator;
inline constexpr double kWhiteV = (9 * kWhite[1]) / kWhiteDenominator;

// kWhite as a (3, 1, 1) constant in `options` (core::Constant), to scale a
// (*, 3, H, W) image's channels as Kornia's xyz_ref_white[..., :, None, None].
at::Tensor WhiteColumn(const at::TensorOptions& options);

// The image in the dtype the conversion computes in: float32 for float16 and
// bfloat16 (rounded once at the end, as Kornia 0.9 does), else itself.
at::Tensor WorkingImage(const at::Tensor& image);

// t * t * t: ATen's pow(t, 3.0) in its own words (its kernel multiplies
// base * base * base for the exponent 3, vector and scalar loops alike), so
// the bits do not rest on that special case.
at::Tensor Cube(const at::Tensor& t);

}  // namespace kornia::color::detail
