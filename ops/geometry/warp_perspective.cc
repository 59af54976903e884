#include "ops/geometry/warp_perspective.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/stack.h>

#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/geometry/create_meshgrid.h"
#include "ops/geometry/transform_matrix.h"
#include "ops/geometry/warp.h"

namespace kornia::geometry {
namespace warp_perspective_internal {

const char* const kOp = warp_perspective_op().name.c_str();

}  // namespace warp_perspective_internal

at::Tensor warp_perspective(const at::Tensor& src, const at::Tensor& M,
                            std::array<int64_t, 2> dsize, const std::string& mode,
                            const std::string& padding_mode, bool align_corners,
                            const std::optional<at::Tensor>& fill_value) {
  using namespace warp_perspective_internal;
  core::CheckImage(warp_perspective_op(), src);
  KC_CHECK(
      M.dim() == 3 && M.sym_size(1) == 3 && M.sym_size(2) == 3 && M.sym_size(0) == src.sym_size(0),
      kOp, c10::str("M of shape (", src.sym_size(0), ", 3, 3)"), "shape ", M.sym_sizes());
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
  at::Tensor m = half ? M.to(at::kFloat) : M;
  m = m / detail::ProjectiveScale(m);

  // normalize_homography: N_dst @ (M @ N_src^-1), then its inverse maps
  // normalized destination points to normalized source ones.
  const int64_t H = core::HostSize(src, 2), W = core::HostSize(src, 3);
  const at::Tensor inv =
      detail::Inverse3x3(detail::NormalizeHomography(m, H, W, dsize, align_corners));

  const at::Tensor base = create_meshgrid(dsize[0], dsize[1], /*normalized_coordinates=*/true,
                                          x.device(), x.scalar_type(), align_corners);
  const at::Tensor gx0 = base.select(-1, 0), gy0 = base.select(-1, 1);  // (1, h, w)
  auto e = [&inv](int64_t i, int64_t j) {                               // inv[:, i, j, None, None]
    return inv.select(1, i).select(1, j).unsqueeze(-1).unsqueeze(-1);
  };
  const at::Tensor denom = e(2, 0) * gx0 + e(2, 1) * gy0 + e(2, 2);
  const at::Tensor gx = (e(0, 0) * gx0 + e(0, 1) * gy0 + e(0, 2)) / denom;
  const at::Tensor gy = (e(1, 0) * gx0 + e(1, 1) * gy0 + e(1, 2)) / denom;
  const at::Tensor grid = at::stack({gx, gy}, -1);  // (B, h, w, 2)
  const at::Tensor out = detail::Sample(x, grid, modes, align_corners, fill_value, fill_shape);
  return half ? out.to(out_dtype) : out;
}

}  // namespace kornia::geometry

namespace kornia::geometry {

KC_OP(warp_perspective,
      {.kornia = "kornia.geometry.transform.warp_perspective",
       .python = {.no_number = {"dsize"}},
       .image = core::ImageSpec{.noun = "src", .rank = core::ImageRank::kBatch},
       .overloads = {detail::WarpOverload<warp_perspective, warp_perspective_op>()}});

}  // namespace kornia::geometry
