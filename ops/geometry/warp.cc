#include "ops/geometry/warp.h"

#include <ATen/TensorOperators.h>
#include <ATen/native/GridSamplerUtils.h>
#include <ATen/ops/amax.h>
#include <ATen/ops/amin.h>
#include <ATen/ops/grid_sampler.h>
#include <ATen/ops/isfinite.h>
#include <ATen/ops/matmul.h>
#include <ATen/ops/minimum.h>
#include <ATen/ops/ones_like.h>
#include <ATen/ops/where.h>
#include <ATen/ops/zeros.h>
#include <c10/util/StringUtil.h>

#include <limits>

#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/geometry/transform_matrix.h"

namespace kornia::geometry::detail {

using at::native::detail::GridSamplerInterpolation;
using at::native::detail::GridSamplerPadding;

std::array<double, 4> PixelToNormalized(int64_t height, int64_t width, bool align_corners) {
  const double h = static_cast<double>(height), w = static_cast<double>(width);
  if (align_corners)
    return {width == 1 ? 1.0 : 2.0 / (w - 1.0), height == 1 ? 1.0 : 2.0 / (h - 1.0),
            width == 1 ? 0.0 : -1.0, height == 1 ? 0.0 : -1.0};
  return {2.0 / w, 2.0 / h, (1.0 - w) / w, (1.0 - h) / h};
}

void CheckHomographies(const char* op, const char* name, const at::Tensor& h) {
  KC_CHECK((h.dim() == 3 || (h.dim() == 4 && h.sym_size(1) == 1)) && h.sym_size(-1) == 3 &&
               h.sym_size(-2) == 3,
           op, c10::str(name, " of shape (N, 3, 3) or (N, 1, 3, 3)"), "shape ", h.sym_sizes());
  KC_CHECK_DTYPE(at::isFloatingType(h.scalar_type()), op,
                 c10::str("a floating ", name, " (float16, bfloat16, float32 or float64)"),
                 core::DtypeName(h.scalar_type()));
}

namespace {

// Kornia's normal_transform_pixel: pixel -> grid_sample's normalized frame
// of an image of height x width, (1, 3, 3) in options' dtype.
at::Tensor NormalTransformPixel(int64_t height, int64_t width, bool align_corners,
                                const at::TensorOptions& options) {
  const auto [sx, sy, tx, ty] = PixelToNormalized(height, width, align_corners);
  return core::Constant({sx, 0.0, tx, 0.0, sy, ty, 0.0, 0.0, 1.0}, options).view({1, 3, 3});
}

}  // namespace

at::Tensor ProjectiveScale(const at::Tensor& m) {
  const at::Tensor magnitude = m.abs();
  const at::Tensor largest = magnitude.amax({-2, -1}, /*keepdim=*/true);
  const at::Tensor smallest =
      magnitude.masked_fill(magnitude == 0, std::numeric_limits<double>::infinity())
          .amin({-2, -1}, /*keepdim=*/true);
  const at::Tensor scale = at::minimum(largest, at::ones_like(largest)).clamp_min(smallest);
  const at::Tensor usable = (scale > 0) & at::isfinite(scale);
  return at::where(usable, scale, at::ones_like(scale));
}

at::Tensor NormalizeHomography(const at::Tensor& m, int64_t height, int64_t width,
                               std::array<int64_t, 2> dsize, bool align_corners) {
  const at::Tensor src_norm = NormalTransformPixel(height, width, align_corners, m.options());
  const at::Tensor dst_norm = NormalTransformPixel(dsize[0], dsize[1], align_corners, m.options());
  return at::matmul(dst_norm, at::matmul(m, Inverse3x3(src_norm)));
}

WarpModes ParseWarpModes(const char* op, const std::string& mode, const std::string& padding_mode,
                         bool allow_fill) {
  const auto interpolation =
      core::ParseEnum<GridSamplerInterpolation>(op, "mode", mode,
                                                {{"bilinear", GridSamplerInterpolation::Bilinear},
                                                 {"nearest", GridSamplerInterpolation::Nearest},
                                                 {"bicubic", GridSamplerInterpolation::Bicubic}});
  enum class Padding { kZeros, kBorder, kReflection, kFill };
  const Padding padding = allow_fill
                              ? core::ParseEnum<Padding>(op, "padding_mode", padding_mode,
                                                         {{"zeros", Padding::kZeros},
                                                          {"border", Padding::kBorder},
                                                          {"reflection", Padding::kReflection},
                                                          {"fill", Padding::kFill}})
                              : core::ParseEnum<Padding>(op, "padding_mode", padding_mode,
                                                         {{"zeros", Padding::kZeros},
                                                          {"border", Padding::kBorder},
                                                          {"reflection", Padding::kReflection}});
  const GridSamplerPadding aten = padding == Padding::kBorder       ? GridSamplerPadding::Border
                                  : padding == Padding::kReflection ? GridSamplerPadding::Reflection
                                                                    : GridSamplerPadding::Zeros;
  return {static_cast<int64_t>(interpolation), static_cast<int64_t>(aten),
          padding == Padding::kFill};
}

std::vector<c10::SymInt> FillShape(const char* op, const WarpModes& modes, const at::Tensor& src,
                                   const std::optional<at::Tensor>& fill_value,
                                   std::array<int64_t, 2> dsize) {
  if (!modes.fill || !fill_value) return {};
  const at::Tensor& f = *fill_value;
  KC_CHECK_DTYPE(!f.is_complex(), op, "a real fill_value", core::DtypeName(f.scalar_type()));
  std::vector<c10::SymInt> shape =
      f.dim() == 0   ? std::vector<c10::SymInt>{1, 1, 1, 1}
      : f.dim() == 1 ? std::vector<c10::SymInt>{1, f.sym_size(0), 1, 1}
                     : std::vector<c10::SymInt>(f.sym_sizes().begin(), f.sym_sizes().end());
  const std::vector<c10::SymInt> out_shape = {src.sym_size(0), src.sym_size(1), dsize[0], dsize[1]};
  bool fits = shape.size() <= 4;
  for (size_t i = 1; fits && i <= shape.size(); ++i)
    fits = shape[shape.size() - i] == 1 || shape[shape.size() - i] == out_shape[4 - i];
  KC_CHECK(fits, op,
           c10::str("fill_value of one value, one per channel (", src.sym_size(1),
                    ") or a shape that broadcasts to the warped image ",
                    c10::SymIntArrayRef(out_shape), " without changing it"),
           "shape ", f.sym_sizes());
  return shape;
}

at::Tensor Sample(const at::Tensor& x, const at::Tensor& grid, const WarpModes& modes,
                  bool align_corners, const std::optional<at::Tensor>& fill_value,
                  const std::vector<c10::SymInt>& fill_shape) {
  at::Tensor out = at::grid_sampler(x, grid, modes.interpolation, modes.padding, align_corners);
  if (!modes.fill) return out;
  // 1 - warp(ones) is where the destination reads outside src (in part).
  const at::Tensor outside =
      1 - at::grid_sampler(at::ones_like(x), grid, modes.interpolation,
                           static_cast<int64_t>(GridSamplerPadding::Zeros), align_corners);
  const at::Tensor f = fill_value ? fill_value->to(x.options()).view_symint(fill_shape)
                                  : at::zeros({1}, x.options()).view({1, 1, 1, 1});
  return out + outside * f;
}

}  // namespace kornia::geometry::detail
