#include "ops/geometry/create_meshgrid.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/meshgrid.h>
#include <ATen/ops/stack.h>

#include <vector>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/geometry/meshgrid.h"

namespace kornia::geometry {

at::Tensor create_meshgrid(int64_t height, int64_t width, bool normalized_coordinates,
                           std::optional<at::Device> device, std::optional<at::ScalarType> dtype,
                           bool align_corners) {
  using detail::Ramps;
  const auto r = Ramps(create_meshgrid_op().name.c_str(), {{"height", height}, {"width", width}},
                       normalized_coordinates, align_corners, device, dtype);
  const at::Tensor& ys = r[0];
  const at::Tensor& xs = r[1];
  // (W, H, 2) -> (1, H, W, 2), the same view Kornia returns.
  const at::Tensor grid = at::stack(at::meshgrid({xs, ys}, "ij"), -1);
  return grid.permute({1, 0, 2}).unsqueeze(0);
}

}  // namespace kornia::geometry

namespace kornia::geometry {

KC_OP(create_meshgrid,
      {.kornia = "kornia.geometry.create_meshgrid",
       .overloads = {core::Def(
           "(int height, int width, bool normalized_coordinates=True, Device? "
           "device=None, ScalarType? dtype=None, bool align_corners=True) -> Tensor",
           [](int64_t height, int64_t width, bool normalized_coordinates,
              c10::optional<at::Device> device, c10::optional<at::ScalarType> dtype,
              bool align_corners) {
             return kornia::geometry::create_meshgrid(
                 height, width, normalized_coordinates, kornia::core::StdOptional(device),
                 kornia::core::StdOptional(dtype), align_corners);
           })},
       .dtypes = {at::kHalf, at::kBFloat16, at::kFloat, at::kDouble, at::kByte, at::kChar,
                  at::kShort, at::kInt, at::kLong}});

}  // namespace kornia::geometry
