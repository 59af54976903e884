#include "ops/geometry/warp_affine.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/stack.h>

#include <cmath>
#include <vector>

#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/geometry/transform_matrix.h"
#include "ops/geometry/warp.h"

namespace kornia::geometry {
namespace warp_affine_internal {

const char* const kOp = warp_affine_op().name.c_str();

// torch.linspace(start, end, steps) in T (float or double) as ATen's CPU
// kernel computes it where the CPU has FMA (AVX2, AVX-512; measured on
// torch 2.9.1 and 2.14.1): step = (end - start) / (steps - 1) rounded in T,
// the first steps / 2 values start + step * i, the others
// end - step * (steps - 1 - i), each one fused multiply-add (one rounding).
// Built on the host with std::fma, so the values are the same on every CPU
// (ATen's DEFAULT capability, without FMA, rounds twice; no tensor op rounds
// a product and a sum once).
template <typename T>
std::vector<double> Linspace(double start, double end, int64_t steps) {
  const T first = static_cast<T>(start), last = static_cast<T>(end);
  std::vector<double> values(static_cast<size_t>(steps), static_cast<double>(first));
  if (steps < 2) return values;
  const T step = (last - first) / static_cast<T>(steps - 1);
  const int64_t halfway = steps / 2;
  for (int64_t i = 0; i < steps; ++i)
    values[static_cast<size_t>(i)] = i < halfway
                                         ? std::fma(step, static_cast<T>(i), first)
                                         : std::fma(-step, static_cast<T>(steps - 1 - i), last);
  return values;
}

// Kornia's eager base grid along one axis of `size` destination pixels:
// grid_sample's normalized centres, linspace(-1, 1) under align_corners (0
// for a single pixel), else linspace(-1 + 1/size, 1 - 1/size).
at::Tensor Axis(int64_t size, bool align_corners, const at::TensorOptions& options) {
  const double n = static_cast<double>(size);
  const double start = align_corners ? (size == 1 ? 0.0 : -1.0) : -1.0 + 1.0 / n;
  const double end = align_corners ? (size == 1 ? 0.0 : 1.0) : 1.0 - 1.0 / n;
  return core::Constant(options.dtype() == at::kDouble ? Linspace<double>(start, end, size)
                                                       : Linspace<float>(start, end, size),
                        options);
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
  KC_CHECK(dsize[0] >= 0 && dsize[1] >= 0, kOp, "dsize >= 0", "dsize = (", dsize[0], ", ", dsize[1],
           ")");
  const detail::WarpModes modes = detail::ParseWarpModes(kOp, mode, padding_mode);
  const std::vector<c10::SymInt> fill_shape = detail::FillShape(kOp, modes, src, fill_value, dsize);
  // dsize is a host argument: the branch reads no tensor value.
  if (dsize[0] == 0 || dsize[1] == 0)
    return src.new_empty_symint({src.sym_size(0), src.sym_size(1), dsize[0], dsize[1]});

  const auto out_dtype = src.scalar_type();
  const bool half = core::IsHalfDtype(out_dtype);
  const at::Tensor x = half ? src.to(at::kFloat) : src;
  const at::Tensor m = half ? M.to(at::kFloat) : M;

  // Kornia's eager chain: M as a homography, normalize_homography, its
  // closed-form inverse (normalized destination -> normalized source), then
  // that affine map applied to the base grid, each product and sum an ATen
  // op of its own.
  const int64_t H = core::HostSize(src, 2), W = core::HostSize(src, 3);
  const at::Tensor inv = detail::Inverse3x3(
      detail::NormalizeHomography(detail::Homography(m), H, W, dsize, align_corners));
  const at::Tensor xs = Axis(dsize[1], align_corners, x.options()).view({1, 1, dsize[1]});
  const at::Tensor ys = Axis(dsize[0], align_corners, x.options()).view({1, dsize[0], 1});
  auto e = [&inv](int64_t i, int64_t j) {  // inv[:, i, j, None, None]
    return inv.select(1, i).select(1, j).unsqueeze(-1).unsqueeze(-1);
  };
  const at::Tensor gx = e(0, 0) * xs + e(0, 1) * ys + e(0, 2);
  const at::Tensor gy = e(1, 0) * xs + e(1, 1) * ys + e(1, 2);
  // (B_M, h, w, 2); one matrix for a batch: its grid expanded (a view). The
  // branch reads the shape, never a value (a dynamic batch stays dynamic).
  at::Tensor grid = at::stack({gx, gy}, -1);
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
