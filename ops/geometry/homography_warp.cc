#include "ops/geometry/homography_warp.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/grid_sampler.h>
#include <c10/util/StringUtil.h>

#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/geometry/create_meshgrid.h"
#include "ops/geometry/linalg.h"
#include "ops/geometry/warp.h"
#include "ops/geometry/warp_grid.h"
#include "ops/geometry/warp_perspective.h"

namespace kornia::geometry {
namespace homography_warp_internal {

// Kornia's _warp_pixel_grid and _normalize_warped_pixel_grid: the h x w
// pixel grid through the homographies m (B, 3, 3) in float32 for half ones,
// onto the normalized frame of a height x width source, in m's dtype.
at::Tensor PixelGrid(const at::Tensor& m, int64_t h, int64_t w, int64_t height, int64_t width,
                     bool align_corners) {
  const at::ScalarType work = core::IsHalfDtype(m.scalar_type()) ? at::kFloat : m.scalar_type();
  const at::Tensor base = create_meshgrid(h, w, /*normalized_coordinates=*/false, m.device(), work);
  at::Tensor k = m.to(work);
  k = (k / detail::ProjectiveScale(k)).reshape_symint({m.sym_size(0), 1, 1, 3, 3});
  const at::Tensor warped = base.narrow(-1, 0, 1) * k.select(-1, 0) +
                            base.narrow(-1, 1, 1) * k.select(-1, 1) + k.select(-1, 2);
  const at::Tensor grid = detail::FromHomogeneous(warped);
  const auto [sx, sy, tx, ty] = detail::PixelToNormalized(height, width, align_corners);
  return (grid * core::Constant({sx, sy}, grid.options()) +
          core::Constant({tx, ty}, grid.options()))
      .to(m.scalar_type());
}

}  // namespace homography_warp_internal

at::Tensor homography_warp(const at::Tensor& patch_src, const at::Tensor& src_homo_dst,
                           std::array<int64_t, 2> dsize, const std::string& mode,
                           const std::string& padding_mode, bool align_corners,
                           bool normalized_coordinates, bool normalized_homography) {
  using namespace homography_warp_internal;
  const char* op = homography_warp_op().name.c_str();
  core::CheckImage(homography_warp_op(), patch_src);
  KC_CHECK(dsize[0] >= 0 && dsize[1] >= 0, op, "dsize >= 0", "dsize = (", dsize[0], ", ", dsize[1],
           ")");
  if (!normalized_homography)
    return warp_perspective(patch_src, src_homo_dst, dsize, mode, padding_mode, align_corners);
  detail::CheckHomographies(op, "src_homo_dst", src_homo_dst);
  const c10::SymInt batch = patch_src.sym_size(0);
  KC_CHECK(src_homo_dst.sym_size(0) == batch, op,
           c10::str("src_homo_dst of batch ", batch, " (patch_src's)"), "batch ",
           src_homo_dst.sym_size(0));
  KC_CHECK_DTYPE(src_homo_dst.scalar_type() == patch_src.scalar_type(), op,
                 c10::str("src_homo_dst in the dtype of patch_src (",
                          core::DtypeName(patch_src.scalar_type()), ")"),
                 core::DtypeName(src_homo_dst.scalar_type()));
  const detail::WarpModes modes =
      detail::ParseWarpModes(op, mode, padding_mode, /*allow_fill=*/false);
  // dsize is a host argument: the branch reads no tensor value.
  if (dsize[0] == 0 || dsize[1] == 0)
    return patch_src.new_empty_symint({batch, patch_src.sym_size(1), dsize[0], dsize[1]});

  const at::Tensor grid =
      normalized_coordinates
          ? warp_grid(create_meshgrid(dsize[0], dsize[1], /*normalized_coordinates=*/true,
                                      patch_src.device(), patch_src.scalar_type(), align_corners),
                      src_homo_dst)
          : PixelGrid(src_homo_dst, dsize[0], dsize[1], core::HostSize(patch_src, 2),
                      core::HostSize(patch_src, 3), align_corners);
  const auto out_dtype = patch_src.scalar_type();
  if (!core::IsHalfDtype(out_dtype))
    return at::grid_sampler(patch_src, grid, modes.interpolation, modes.padding, align_corners);
  return at::grid_sampler(patch_src.to(at::kFloat), grid.to(at::kFloat), modes.interpolation,
                          modes.padding, align_corners)
      .to(out_dtype);
}

KC_OP(homography_warp,
      {.kornia = "kornia.geometry.transform.homography_warp",
       .python = {.no_number = {"dsize"}},
       .image = core::ImageSpec{.noun = "patch_src", .rank = core::ImageRank::kBatch},
       .overloads = {core::Def(
           "(Tensor patch_src, Tensor src_homo_dst, int[2] dsize, str mode='bilinear', str "
           "padding_mode='zeros', bool align_corners=False, bool normalized_coordinates=True, "
           "bool normalized_homography=True) -> Tensor",
           [](const at::Tensor& patch_src, const at::Tensor& src_homo_dst,
              std::vector<int64_t> dsize, std::string mode, std::string padding_mode,
              bool align_corners, bool normalized_coordinates, bool normalized_homography) {
             return homography_warp(
                 patch_src, src_homo_dst, core::PairOf("homography_warp", "dsize", dsize), mode,
                 padding_mode, align_corners, normalized_coordinates, normalized_homography);
           })}});

}  // namespace kornia::geometry
