#include "ops/geometry/warp_affine.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/affine_grid_generator.h>
#include <ATen/ops/stack.h>
#include <torch/version.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/geometry/warp.h"

namespace kornia::geometry {
namespace warp_affine_internal {

const char* const kOp = warp_affine_op().name.c_str();

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
  const detail::WarpModes modes = detail::ParseWarpModes(kOp, mode, padding_mode);
  const std::vector<c10::SymInt> fill_shape = detail::FillShape(kOp, modes, src, fill_value, dsize);

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
  const at::Tensor out = detail::Sample(x, grid, modes, align_corners, fill_value, fill_shape);
  return half ? out.to(out_dtype) : out;
}

}  // namespace kornia::geometry

namespace kornia::geometry {

KC_OP(warp_affine, {.kornia = "kornia.geometry.transform.warp_affine",
                    .python = {.no_number = {"dsize"}},
                    .image = core::ImageSpec{.noun = "src", .rank = core::ImageRank::kBatch},
                    .overloads = {detail::WarpOverload<warp_affine, warp_affine_op>()}});

}  // namespace kornia::geometry
