#include "ops/geometry/remap.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/grid_sampler.h>
#include <ATen/ops/stack.h>
#include <c10/util/StringUtil.h>

#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/geometry/warp.h"

namespace kornia::geometry {
namespace remap_internal {

const char* const kOp = remap_op().name.c_str();

// Kornia's normalize_pixel_coordinates of (..., 2) pixel coordinates of a
// height x width image: factor * xy + offset, the factor and offset doubles
// rounded once into xy's dtype (its eager torch.tensor constants).
at::Tensor NormalizePixelCoordinates(const at::Tensor& xy, int64_t height, int64_t width) {
  const double w = static_cast<double>(width), h = static_cast<double>(height);
  const double sx = width == 1 ? 1.0 : 2.0 / (w - 1.0);
  const double sy = height == 1 ? 1.0 : 2.0 / (h - 1.0);
  const double tx = width == 1 ? 0.0 : -1.0;
  const double ty = height == 1 ? 0.0 : -1.0;
  return core::Constant({sx, sy}, xy.options()) * xy + core::Constant({tx, ty}, xy.options());
}

}  // namespace remap_internal

at::Tensor remap(const at::Tensor& image, const at::Tensor& map_x, const at::Tensor& map_y,
                 const std::string& mode, const std::string& padding_mode,
                 std::optional<bool> align_corners, bool normalized_coordinates) {
  using namespace remap_internal;
  core::CheckImage(remap_op(), image);
  for (const auto& [name, map] : {std::pair{"map_x", &map_x}, std::pair{"map_y", &map_y}}) {
    KC_CHECK(map->dim() == 3, kOp, c10::str(name, " of shape (B, h, w)"), "shape ",
             map->sym_sizes());
    KC_CHECK_DTYPE(!map->is_complex(), kOp, c10::str("a real ", name),
                   core::DtypeName(map->scalar_type()));
  }
  KC_CHECK(map_x.sym_sizes() == map_y.sym_sizes(), kOp,
           c10::str("map_y of map_x's shape ", map_x.sym_sizes()), "shape ", map_y.sym_sizes());
  KC_CHECK_DTYPE(map_x.scalar_type() == map_y.scalar_type(), kOp,
                 c10::str("map_y in map_x's dtype (", core::DtypeName(map_x.scalar_type()), ")"),
                 core::DtypeName(map_y.scalar_type()));
  const c10::SymInt batch = image.sym_size(0);
  KC_CHECK(map_x.sym_size(0) == 1 || map_x.sym_size(0) == batch, kOp,
           c10::str("maps of batch 1 or ", batch), "batch ", map_x.sym_size(0));
  // Kornia's normalize_pixel_coordinates lifts integral maps into the default
  // dtype (float32); grid_sample then wants the image in it.
  const auto map_dtype = at::isFloatingType(map_x.scalar_type()) ? map_x.scalar_type() : at::kFloat;
  KC_CHECK_DTYPE(
      map_dtype == image.scalar_type(), kOp,
      c10::str("maps in the dtype of image (", core::DtypeName(image.scalar_type()), ")"),
      core::DtypeName(map_x.scalar_type()));
  const detail::WarpModes modes =
      detail::ParseWarpModes(kOp, mode, padding_mode, /*allow_fill=*/false);
  const c10::SymInt h = map_x.sym_size(1), w = map_x.sym_size(2);
  // The maps' sizes are host values: the branch reads no tensor value.
  if (h == 0 || w == 0) return image.new_empty_symint({batch, image.sym_size(1), h, w});

  const auto out_dtype = image.scalar_type();
  const bool half = core::IsHalfDtype(out_dtype);
  const at::Tensor x = half ? image.to(at::kFloat) : image;
  at::Tensor grid = at::stack({map_x, map_y}, -1).to(x.scalar_type());  // (N, h, w, 2)
  if (!normalized_coordinates)
    grid = NormalizePixelCoordinates(grid, core::HostSize(image, 2), core::HostSize(image, 3));
  grid = grid.expand_symint({batch, h, w, 2});
  const at::Tensor out =
      at::grid_sampler(x, grid, modes.interpolation, modes.padding, align_corners.value_or(false));
  return half ? out.to(out_dtype) : out;
}

KC_OP(remap,
      {.kornia = "kornia.geometry.transform.remap",
       .image = core::ImageSpec{.rank = core::ImageRank::kBatch},
       .overloads = {core::Def(
           "(Tensor image, Tensor map_x, Tensor map_y, str mode='bilinear', str "
           "padding_mode='zeros', bool? align_corners=None, bool normalized_coordinates=False) "
           "-> Tensor",
           [](const at::Tensor& image, const at::Tensor& map_x, const at::Tensor& map_y,
              std::string mode, std::string padding_mode, c10::optional<bool> align_corners,
              bool normalized_coordinates) {
             return remap(image, map_x, map_y, mode, padding_mode, core::StdOptional(align_corners),
                          normalized_coordinates);
           })}});

}  // namespace kornia::geometry
