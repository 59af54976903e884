// Helpers of the image-warp ops (Kornia 0.9 `kornia.geometry.transform`:
// warp_affine, warp_perspective): their mode and padding arguments, the
// fill_value of padding "fill" (Kornia's _fill_and_warp) and the sampling.
#pragma once

#include <ATen/core/Tensor.h>
#include <c10/core/SymInt.h>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"

namespace kornia::geometry::detail {

// Kornia's normalize_homography of (B, 3, 3) pixel homographies m from a
// height x width source onto dsize: N_dst @ (m @ N_src^-1), with N the
// pixel -> grid_sample normalized frame of each size (normal_transform_pixel:
// each entry a double rounded once into m's dtype, as Kornia's constant) and
// the inverse Kornia's closed form (Inverse3x3).
at::Tensor NormalizeHomography(const at::Tensor& m, int64_t height, int64_t width,
                               std::array<int64_t, 2> dsize, bool align_corners);

// Kornia's _unit_projective_scale of (..., 3, 3) matrices: the magnitude
// nearest 1 in [smallest nonzero, largest] of each matrix; 1 where that is
// not finite and positive (an all-zero or non-finite matrix is left alone).
// A homography divided by it gives the same warp in a unit numeric range.
at::Tensor ProjectiveScale(const at::Tensor& m);

// A homography argument: (N, 3, 3) or (N, 1, 3, 3), floating; else
//   warp_grid(): expected src_homo_dst of shape (N, 3, 3) or (N, 1, 3, 3),
//     but got shape [2, 2, 3]
//   warp_grid(): expected a floating src_homo_dst (float16, bfloat16, float32
//     or float64), but got int64 (c10::TypeError)
void CheckHomographies(const char* op, const char* name, const at::Tensor& h);

// Kornia's normal_transform_pixel of a height x width image, the pixel ->
// grid_sample frame map per axis: {sx, sy, tx, ty} (x_norm = sx * x + tx).
std::array<double, 4> PixelToNormalized(int64_t height, int64_t width, bool align_corners);

// A warp's mode and padding_mode: grid_sampler's interpolation and padding
// ints (ATen's GridSamplerInterpolation/GridSamplerPadding, the same in every
// pin), and whether padding is "fill" (zeros, plus fill_value where the
// destination reads outside src: no ATen mode). Else c10::Error
//   warp_affine(): expected mode bilinear, nearest or bicubic, but got 'area'
//   warp_affine(): expected padding_mode zeros, border, reflection or fill, but got 'wrap'
// (without allow_fill, grid_sample's three paddings only: remap's).
struct WarpModes {
  int64_t interpolation;
  int64_t padding;
  bool fill;
};
WarpModes ParseWarpModes(const char* op, const std::string& mode, const std::string& padding_mode,
                         bool allow_fill = true);

// The shape fill_value is viewed as against the (B, C, dsize) output, where
// padding is "fill" and a fill_value is given (else empty): 0-d and 1-D per
// channel (1, 1, 1, 1)/(1, C, 1, 1), any other as given where it broadcasts
// to the output without changing it (Kornia's _fill_and_warp). Else
//   warp_affine(): expected a real fill_value, but got complex64 (c10::TypeError)
//   warp_affine(): expected fill_value of one value, one per channel (3) or a
//   shape that broadcasts to the warped image [2, 3, 4, 4] without changing
//   it, but got shape [2]
std::vector<c10::SymInt> FillShape(const char* op, const WarpModes& modes, const at::Tensor& src,
                                   const std::optional<at::Tensor>& fill_value,
                                   std::array<int64_t, 2> dsize);

// grid_sampler(x, grid) in `modes`; for "fill", plus (1 - the warped ones)
// times fill_value (viewed as fill_shape; none: zero), as Kornia's
// _fill_and_warp adds it.
at::Tensor Sample(const at::Tensor& x, const at::Tensor& grid, const WarpModes& modes,
                  bool align_corners, const std::optional<at::Tensor>& fill_value,
                  const std::vector<c10::SymInt>& fill_shape);

// A warp op's function, and its operator overload (its descriptor's):
//   (Tensor src, Tensor M, int[2] dsize, str mode='bilinear',
//    str padding_mode='zeros', bool align_corners=True,
//    Tensor? fill_value=None) -> Tensor
using WarpFn = at::Tensor (*)(const at::Tensor& src, const at::Tensor& M,
                              std::array<int64_t, 2> dsize, const std::string& mode,
                              const std::string& padding_mode, bool align_corners,
                              const std::optional<at::Tensor>& fill_value);
template <WarpFn Warp, const core::OpSpec& (*Spec)()>
core::Overload WarpOverload() {
  return core::Def(
      "(Tensor src, Tensor M, int[2] dsize, str mode='bilinear', str padding_mode='zeros', "
      "bool align_corners=True, Tensor? fill_value=None) -> Tensor",
      [](const at::Tensor& src, const at::Tensor& M, std::vector<int64_t> dsize, std::string mode,
         std::string padding_mode, bool align_corners,
         const c10::optional<at::Tensor>& fill_value) {
        return Warp(src, M, core::PairOf(Spec().name.c_str(), "dsize", dsize), mode, padding_mode,
                    align_corners, core::StdOptional(fill_value));
      });
}

}  // namespace kornia::geometry::detail
