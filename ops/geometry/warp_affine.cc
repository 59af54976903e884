#include "ops/geometry/warp_affine.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/native/GridSamplerUtils.h>
#include <ATen/ops/affine_grid_generator.h>
#include <ATen/ops/grid_sampler.h>
#include <ATen/ops/ones_like.h>
#include <ATen/ops/stack.h>
#include <ATen/ops/zeros.h>
#include <torch/version.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"

namespace kornia::geometry {
namespace warp_affine_internal {

const char* const kOp = warp_affine_op().name.c_str();

// at::grid_sampler takes its interpolation and padding modes as the ints of
// these ATen enums (ATen/native/GridSamplerUtils.h, the same in every pin).
using at::native::detail::GridSamplerInterpolation;
using at::native::detail::GridSamplerPadding;

// Pixel -> normalized coordinate along one axis: norm = scale * pixel + offset.
struct AxisMap {
  double scale, offset;
};

AxisMap Normalization(int64_t size, bool align_corners) {
  if (align_corners) {
    if (size == 1) return {1.0, 0.0};
    return {2.0 / static_cast<double>(size - 1), -1.0};
  }
  return {2.0 / static_cast<double>(size), 1.0 / static_cast<double>(size) - 1.0};
}

}  // namespace warp_affine_internal

at::Tensor warp_affine(const at::Tensor& src, const at::Tensor& M, std::array<int64_t, 2> dsize,
                       const std::string& mode, const std::string& padding_mode, bool align_corners,
                       const std::optional<at::Tensor>& fill_value) {
  using namespace warp_affine_internal;
  core::CheckImage(warp_affine_op(), src);
  KC_CHECK(M.dim() == 3 && M.sym_size(1) == 2 && M.sym_size(2) == 3 &&
               (M.sym_size(0) == 1 || M.sym_size(0) == src.sym_size(0)),
           kOp, c10::str("M of shape (", src.sym_size(0), ", 2, 3) or (1, 2, 3)"), "shape ",
           M.sym_sizes());
  KC_CHECK_DTYPE(M.scalar_type() == src.scalar_type(), kOp,
                 c10::str("M in the dtype of src (", core::DtypeName(src.scalar_type()), ")"),
                 core::DtypeName(M.scalar_type()));
  KC_CHECK(dsize[0] >= 1 && dsize[1] >= 1, kOp, "dsize >= 1", "dsize = (", dsize[0], ", ", dsize[1],
           ")");
  const auto interpolation =
      core::ParseEnum<GridSamplerInterpolation>(kOp, "mode", mode,
                                                {{"bilinear", GridSamplerInterpolation::Bilinear},
                                                 {"nearest", GridSamplerInterpolation::Nearest},
                                                 {"bicubic", GridSamplerInterpolation::Bicubic}});
  // "fill": grid_sample's zeros, plus fill_value where the warped ones mask
  // falls short of one (Kornia's _fill_and_warp); Fill is no ATen mode.
  enum class Padding { kZeros, kBorder, kReflection, kFill };
  const Padding padding_choice = core::ParseEnum<Padding>(kOp, "padding_mode", padding_mode,
                                                          {{"zeros", Padding::kZeros},
                                                           {"border", Padding::kBorder},
                                                           {"reflection", Padding::kReflection},
                                                           {"fill", Padding::kFill}});
  const bool fill = padding_choice == Padding::kFill;
  const GridSamplerPadding padding = padding_choice == Padding::kBorder ? GridSamplerPadding::Border
                                     : padding_choice == Padding::kReflection
                                         ? GridSamplerPadding::Reflection
                                         : GridSamplerPadding::Zeros;
  // Kornia's fill shapes: 0-d and 1-D per channel, any other one that
  // broadcasts to the output without changing it.
  std::vector<c10::SymInt> fill_shape;
  if (fill && fill_value) {
    const at::Tensor& f = *fill_value;
    KC_CHECK_DTYPE(!f.is_complex(), kOp, "a real fill_value", core::DtypeName(f.scalar_type()));
    fill_shape = f.dim() == 0 ? std::vector<c10::SymInt>{1, 1, 1, 1}
                 : f.dim() == 1
                     ? std::vector<c10::SymInt>{1, f.sym_size(0), 1, 1}
                     : std::vector<c10::SymInt>(f.sym_sizes().begin(), f.sym_sizes().end());
    const std::vector<c10::SymInt> out_shape = {src.sym_size(0), src.sym_size(1), dsize[0],
                                                dsize[1]};
    bool fits = fill_shape.size() <= 4;
    for (size_t i = 1; fits && i <= fill_shape.size(); ++i)
      fits = fill_shape[fill_shape.size() - i] == 1 ||
             fill_shape[fill_shape.size() - i] == out_shape[4 - i];
    KC_CHECK(fits, kOp,
             c10::str("fill_value of one value, one per channel (", src.sym_size(1),
                      ") or a shape that broadcasts to the warped image ",
                      c10::SymIntArrayRef(out_shape), " without changing it"),
             "shape ", f.sym_sizes());
  }

  const auto out_dtype = src.scalar_type();
  const bool half = core::IsHalfDtype(out_dtype);
  const at::Tensor x = half ? src.to(at::kFloat) : src;
  const at::Tensor m = half ? M.to(at::kFloat) : M;

  // theta maps destination normalized coordinates to source normalized ones:
  //   src_norm = S_s * A^-1 * (S_d^-1 * (dst_norm - o_d) - t) + o_s
  // with M = [A | t], S/o the per-axis scale/offset of Normalization().
  const int64_t H = core::HostSize(src, 2), W = core::HostSize(src, 3);
  const AxisMap sx = Normalization(W, align_corners), sy = Normalization(H, align_corners);
  const AxisMap dx = Normalization(dsize[1], align_corners),
                dy = Normalization(dsize[0], align_corners);
  const at::Tensor a = m.select(1, 0).select(1, 0), b = m.select(1, 0).select(1, 1),
                   tx = m.select(1, 0).select(1, 2);
  const at::Tensor c = m.select(1, 1).select(1, 0), d = m.select(1, 1).select(1, 1),
                   ty = m.select(1, 1).select(1, 2);
  const at::Tensor det = a * d - b * c;
  // A^-1 = [[d, -b], [-c, a]] / det
  const at::Tensor i00 = d / det, i01 = -b / det, i10 = -c / det, i11 = a / det;
  // Destination pixel of the normalized origin shift: u = S_d^-1 * (-o_d) - t.
  const double ux = -dx.offset / dx.scale, uy = -dy.offset / dy.scale;
  const at::Tensor vx = ux - tx, vy = uy - ty;
  const at::Tensor theta =
      at::stack({at::stack({sx.scale * i00 / dx.scale, sx.scale * i01 / dy.scale,
                            sx.scale * (i00 * vx + i01 * vy) + sx.offset},
                           -1),
                 at::stack({sy.scale * i10 / dx.scale, sy.scale * i11 / dy.scale,
                            sy.scale * (i10 * vx + i11 * vy) + sy.offset},
                           -1)},
                -2);
  // The batch symbolic (a dynamic batch stays dynamic); the branch reads the
  // shape, never a value.
#if TORCH_VERSION_MAJOR >= 2
  at::Tensor grid = at::affine_grid_generator_symint(
      theta, {m.sym_size(0), src.sym_size(1), dsize[0], dsize[1]}, align_corners);
#else  // torch 1.13.1's affine_grid_generator takes int sizes (and has no export)
  at::Tensor grid =
      at::affine_grid_generator(theta, {m.size(0), src.size(1), dsize[0], dsize[1]}, align_corners);
#endif
  if (m.sym_size(0) == 1 && src.sym_size(0) != 1)
    grid = grid.expand_symint({src.sym_size(0), -1, -1, -1});
  at::Tensor out = at::grid_sampler(x, grid, static_cast<int64_t>(interpolation),
                                    static_cast<int64_t>(padding), align_corners);
  if (fill) {
    // 1 - warp(ones) is where the destination reads outside src (in part).
    const at::Tensor outside =
        1 - at::grid_sampler(at::ones_like(x), grid, static_cast<int64_t>(interpolation),
                             static_cast<int64_t>(GridSamplerPadding::Zeros), align_corners);
    const at::Tensor f = fill_value ? fill_value->to(x.options()).view_symint(fill_shape)
                                    : at::zeros({1}, x.options()).view({1, 1, 1, 1});
    out = out + outside * f;
  }
  return half ? out.to(out_dtype) : out;
}

}  // namespace kornia::geometry

namespace kornia::geometry {

KC_OP(warp_affine,
      {.kornia = "kornia.geometry.transform.warp_affine",
       .python = {.no_number = {"dsize"}},
       .image = core::ImageSpec{.noun = "src", .rank = core::ImageRank::kBatch},
       .overloads = {core::Def(
           "(Tensor src, Tensor M, int[2] dsize, str mode='bilinear', str padding_mode='zeros', "
           "bool align_corners=True, Tensor? fill_value=None) -> Tensor",
           [](const at::Tensor& src, const at::Tensor& M, std::vector<int64_t> dsize,
              std::string mode, std::string padding_mode, bool align_corners,
              const c10::optional<at::Tensor>& fill_value) {
             return kornia::geometry::warp_affine(
                 src, M, kornia::core::PairOf(warp_affine_op().name.c_str(), "dsize", dsize), mode,
                 padding_mode, align_corners, kornia::core::StdOptional(fill_value));
           })}});

}  // namespace kornia::geometry
