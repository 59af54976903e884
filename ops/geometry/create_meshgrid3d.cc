#include "ops/geometry/create_meshgrid3d.h"

#include <ATen/core/Tensor.h>
#include <ATen/ops/meshgrid.h>
#include <ATen/ops/stack.h>

#include <vector>

#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/geometry/meshgrid.h"

namespace kornia::geometry {

at::Tensor create_meshgrid3d(int64_t depth, int64_t height, int64_t width,
                             bool normalized_coordinates, std::optional<at::Device> device,
                             std::optional<at::ScalarType> dtype) {
  using detail::Ramps;
  // Kornia's 3-D grid is always corner-aligned.
  const auto r = Ramps(create_meshgrid3d_op().name.c_str(),
                       {{"depth", depth}, {"height", height}, {"width", width}},
                       normalized_coordinates, /*align_corners=*/true, device, dtype);
  const at::Tensor& zs = r[0];
  const at::Tensor& ys = r[1];
  const at::Tensor& xs = r[2];
  // (D, W, H, 3) -> (1, D, H, W, 3), last axis (z, x, y) as Kornia's.
  const at::Tensor grid = at::stack(at::meshgrid({zs, xs, ys}, "ij"), -1);
  return grid.permute({0, 2, 1, 3}).unsqueeze(0);
}

}  // namespace kornia::geometry

namespace kornia::geometry {

KC_OP(create_meshgrid3d,
      {.kornia = "kornia.utils.create_meshgrid3d",
       .overloads = {core::Def(
           "(int depth, int height, int width, bool normalized_coordinates=True, Device? "
           "device=None, ScalarType? dtype=None) -> Tensor",
           [](int64_t depth, int64_t height, int64_t width, bool normalized_coordinates,
              c10::optional<at::Device> device, c10::optional<at::ScalarType> dtype) {
             return kornia::geometry::create_meshgrid3d(
                 depth, height, width, normalized_coordinates, kornia::core::StdOptional(device),
                 kornia::core::StdOptional(dtype));
           })},
       .dtypes = {at::kHalf, at::kBFloat16, at::kFloat, at::kDouble, at::kByte, at::kChar,
                  at::kShort, at::kInt, at::kLong}});

}  // namespace kornia::geometry
