#include "ops/geometry/crop_and_resize.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/isfinite.h>
#include <ATen/ops/ones_like.h>
#include <ATen/ops/stack.h>
#include <ATen/ops/where.h>
#include <ATen/ops/zeros_like.h>
#include <c10/util/StringUtil.h>

#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/geometry/get_perspective_transform.h"
#include "ops/geometry/warp_perspective.h"

namespace kornia::geometry {
namespace crop_and_resize_internal {

// Kornia's _crop_scale_translation: per axis scale dst extent / src extent
// (1 where both are 0) and the translation taking src's first corner to
// dst's, as (B, 3, 3).
at::Tensor ScaleTranslation(const at::Tensor& src, const at::Tensor& dst) {
  const at::Tensor src_extent = src.select(1, 2) - src.select(1, 0);
  const at::Tensor dst_extent = dst.select(1, 2) - dst.select(1, 0);
  const at::Tensor both_zero = (src_extent == 0) & (dst_extent == 0);
  const at::Tensor scale = at::where(both_zero, at::ones_like(src_extent), dst_extent / src_extent);
  const at::Tensor shift = dst.select(1, 0) - scale * src.select(1, 0);
  const at::Tensor sx = scale.select(1, 0), sy = scale.select(1, 1);
  const at::Tensor zero = at::zeros_like(sx), one = at::ones_like(sx);
  return at::stack(
      {at::stack({sx, zero, shift.select(1, 0)}, -1), at::stack({zero, sy, shift.select(1, 1)}, -1),
       at::stack({zero, zero, one}, -1)},
      -2);
}

}  // namespace crop_and_resize_internal

at::Tensor crop_and_resize(const at::Tensor& input_tensor, const at::Tensor& boxes,
                           std::array<int64_t, 2> size, const std::string& mode,
                           const std::string& padding_mode, bool align_corners) {
  using crop_and_resize_internal::ScaleTranslation;
  const core::OpSpec& op = crop_and_resize_op();
  core::CheckImage(op, input_tensor);
  KC_CHECK(boxes.dim() == 3 && boxes.sym_size(0) == input_tensor.sym_size(0) &&
               boxes.sym_size(1) == 4 && boxes.sym_size(2) == 2,
           op.name.c_str(), c10::str("boxes of shape (", input_tensor.sym_size(0), ", 4, 2)"),
           "shape ", boxes.sym_sizes());
  KC_CHECK_DTYPE(!boxes.is_complex(), op.name.c_str(), "real boxes",
                 core::DtypeName(boxes.scalar_type()));
  const at::Tensor src = boxes.to(input_tensor.scalar_type());
  const double h = static_cast<double>(size[0]) - 1, w = static_cast<double>(size[1]) - 1;
  const at::Tensor dst = core::Constant({0, 0, w, 0, w, h, 0, h}, src.options())
                             .view({1, 4, 2})
                             .expand_symint({src.sym_size(0), 4, 2});
  const at::Tensor solved = get_perspective_transform(src, dst);
  // A box with a size-1 axis has collinear corners: the solve is not finite
  // there, and the extents' scale and translation stand in (Kornia #4747).
  const at::Tensor size_one = ((src.select(1, 2) - src.select(1, 0)) == 0).any(-1) |
                              ((dst.select(1, 2) - dst.select(1, 0)) == 0).any(-1);
  const at::Tensor fallback =
      (~at::isfinite(solved).all(-1).all(-1) & size_one).unsqueeze(-1).unsqueeze(-1);
  const at::Tensor unit = core::Constant({0, 0, 1, 0, 1, 1, 0, 1}, src.options()).view({1, 4, 2});
  const at::Tensor transform =
      at::where(fallback, ScaleTranslation(at::where(fallback, src, unit), dst), solved);
  return warp_perspective(input_tensor, transform, size, mode, padding_mode, align_corners);
}

KC_OP(crop_and_resize,
      {.kornia = "kornia.geometry.transform.crop_and_resize",
       .python = {.no_number_value = {"size"}},
       .image = core::ImageSpec{.noun = "input_tensor", .rank = core::ImageRank::kBatch},
       .overloads = {core::Def(
           "(Tensor input_tensor, Tensor boxes, int[2] size, str mode='bilinear', "
           "str padding_mode='zeros', bool align_corners=True) -> Tensor",
           [](const at::Tensor& input_tensor, const at::Tensor& boxes, std::vector<int64_t> size,
              std::string mode, std::string padding_mode, bool align_corners) {
             return crop_and_resize(input_tensor, boxes,
                                    core::PairOf(crop_and_resize_op().name.c_str(), "size", size),
                                    mode, padding_mode, align_corners);
           })}});

}  // namespace kornia::geometry
