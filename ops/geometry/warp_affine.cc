#include "ops/geometry/warp_affine.h"

#include <ATen/ATen.h>

#include "ops/core/check.h"

namespace kornia::geometry {
namespace {

constexpr const char* kOp = "warp_affine";

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

}  // namespace

torch::Tensor warp_affine(const torch::Tensor& src, const torch::Tensor& M,
                          std::array<int64_t, 2> dsize, const std::string& mode,
                          const std::string& padding_mode, bool align_corners) {
  KC_CHECK(src.dim() == 4, kOp, "src of shape (B, C, H, W)", "shape ", src.sizes());
  KC_CHECK(M.dim() == 3 && M.size(1) == 2 && M.size(2) == 3 &&
               (M.size(0) == 1 || M.size(0) == src.size(0)),
           kOp, c10::str("M of shape (", src.size(0), ", 2, 3) or (1, 2, 3)"), "shape ", M.sizes());
  KC_CHECK(core::IsFloatingImageDtype(src.scalar_type()), kOp,
           "a floating src (float16, bfloat16, float32 or float64)",
           core::DtypeName(src.scalar_type()));
  KC_CHECK(M.scalar_type() == src.scalar_type(), kOp,
           c10::str("M in the dtype of src (", core::DtypeName(src.scalar_type()), ")"),
           core::DtypeName(M.scalar_type()));
  KC_CHECK(dsize[0] >= 1 && dsize[1] >= 1, kOp, "dsize >= 1", "dsize = (", dsize[0], ", ", dsize[1],
           ")");
  int64_t interpolation = 0;
  if (mode == "bilinear")
    interpolation = 0;
  else if (mode == "nearest")
    interpolation = 1;
  else if (mode == "bicubic")
    interpolation = 2;
  else
    KC_CHECK(false, kOp, "mode bilinear, nearest or bicubic", "'", mode, "'");
  int64_t padding = 0;
  if (padding_mode == "zeros")
    padding = 0;
  else if (padding_mode == "border")
    padding = 1;
  else if (padding_mode == "reflection")
    padding = 2;
  else
    KC_CHECK(false, kOp, "padding_mode zeros, border or reflection", "'", padding_mode, "'");

  const auto out_dtype = src.scalar_type();
  const bool half = core::IsHalfDtype(out_dtype);
  const torch::Tensor x = half ? src.to(torch::kFloat) : src;
  const torch::Tensor m = half ? M.to(torch::kFloat) : M;

  // theta maps destination normalized coordinates to source normalized ones:
  //   src_norm = S_s * A^-1 * (S_d^-1 * (dst_norm - o_d) - t) + o_s
  // with M = [A | t], S/o the per-axis scale/offset of Normalization().
  const int64_t H = src.size(2), W = src.size(3);
  const AxisMap sx = Normalization(W, align_corners), sy = Normalization(H, align_corners);
  const AxisMap dx = Normalization(dsize[1], align_corners),
                dy = Normalization(dsize[0], align_corners);
  const torch::Tensor a = m.select(1, 0).select(1, 0), b = m.select(1, 0).select(1, 1),
                      tx = m.select(1, 0).select(1, 2);
  const torch::Tensor c = m.select(1, 1).select(1, 0), d = m.select(1, 1).select(1, 1),
                      ty = m.select(1, 1).select(1, 2);
  const torch::Tensor det = a * d - b * c;
  // A^-1 = [[d, -b], [-c, a]] / det
  const torch::Tensor i00 = d / det, i01 = -b / det, i10 = -c / det, i11 = a / det;
  // Destination pixel of the normalized origin shift: u = S_d^-1 * (-o_d) - t.
  const double ux = -dx.offset / dx.scale, uy = -dy.offset / dy.scale;
  const torch::Tensor vx = ux - tx, vy = uy - ty;
  const torch::Tensor theta =
      at::stack({at::stack({sx.scale * i00 / dx.scale, sx.scale * i01 / dy.scale,
                            sx.scale * (i00 * vx + i01 * vy) + sx.offset},
                           -1),
                 at::stack({sy.scale * i10 / dx.scale, sy.scale * i11 / dy.scale,
                            sy.scale * (i10 * vx + i11 * vy) + sy.offset},
                           -1)},
                -2);
  torch::Tensor grid =
      at::affine_grid_generator(theta, {m.size(0), src.size(1), dsize[0], dsize[1]}, align_corners);
  if (m.size(0) == 1 && src.size(0) != 1) grid = grid.expand({src.size(0), -1, -1, -1});
  const torch::Tensor out = at::grid_sampler(x, grid, interpolation, padding, align_corners);
  return half ? out.to(out_dtype) : out;
}

}  // namespace kornia::geometry
