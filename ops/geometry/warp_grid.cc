#include "ops/geometry/warp_grid.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <c10/util/StringUtil.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/geometry/transform_points.h"
#include "ops/geometry/warp.h"

namespace kornia::geometry {

at::Tensor warp_grid(const at::Tensor& grid, const at::Tensor& src_homo_dst) {
  const char* op = warp_grid_op().name.c_str();
  core::CheckImage(warp_grid_op(), grid);
  KC_CHECK(grid.dim() == 4 && grid.sym_size(3) == 2, op, "grid of shape (N, H, W, 2)", "shape ",
           grid.sym_sizes());
  detail::CheckHomographies(op, "src_homo_dst", src_homo_dst);
  const c10::SymInt n = src_homo_dst.sym_size(0);
  KC_CHECK(grid.sym_size(0) == 1 || grid.sym_size(0) == n, op,
           c10::str("a grid batch of 1 or ", n, " (src_homo_dst's)"), "batch ", grid.sym_size(0));
  at::Tensor h = src_homo_dst.reshape_symint({n, 1, 3, 3});
  h = h / detail::ProjectiveScale(h);
  const at::Tensor points =
      grid.expand_symint({n, grid.sym_size(1), grid.sym_size(2), 2}).to(h.scalar_type());
  return transform_points(h, points);
}

KC_OP(warp_grid, {.kornia = "kornia.geometry.transform.warp_grid",
                  .image = core::ImageSpec{.noun = "grid",
                                           .rank = core::ImageRank::kAny,
                                           .dtypes = core::ImageDtypes::kReal},
                  .overloads = {core::Def("(Tensor grid, Tensor src_homo_dst) -> Tensor",
                                          [](const at::Tensor& grid, const at::Tensor& h) {
                                            return warp_grid(grid, h);
                                          })}});

}  // namespace kornia::geometry
