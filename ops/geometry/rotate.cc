#include "ops/geometry/rotate.h"

#include <ATen/ops/ones.h>
#include <c10/util/StringUtil.h>

#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/geometry/affine.h"
#include "ops/geometry/get_rotation_matrix2d.h"

namespace kornia::geometry {

at::Tensor rotate(const at::Tensor& tensor, const at::Tensor& angle,
                  const std::optional<at::Tensor>& center, const std::string& mode,
                  const std::string& padding_mode, bool align_corners) {
  const char* op = rotate_op().name.c_str();
  core::CheckImage(rotate_op(), tensor);
  const c10::SymInt batch = detail::ImageBatch(tensor);
  detail::CheckSampleParam(op, "angle", angle, tensor, c10::str("(), (1) or (", batch, ")"),
                           angle.dim() == 0 || (angle.dim() == 1 && (angle.sym_size(0) == 1 ||
                                                                     angle.sym_size(0) == batch)));
  const at::Tensor c = center ? *center : detail::ImageCenter(tensor);
  detail::CheckSampleParam(
      op, "center", c, tensor, c10::str("(2), (1, 2) or (", batch, ", 2)"),
      (c.dim() == 1 && c.sym_size(0) == 2) ||
          (c.dim() == 2 && c.sym_size(1) == 2 && (c.sym_size(0) == 1 || c.sym_size(0) == batch)));
  // One angle and one centre: one matrix for the batch (a shape decision).
  const bool one = angle.sym_numel() == 1 && (c.dim() == 1 || c.sym_size(0) == 1);
  const c10::SymInt n = one ? c10::SymInt(1) : batch;
  const at::Tensor centers = c.expand_symint({n, 2});
  const at::Tensor matrix = get_rotation_matrix2d(centers, angle.expand_symint({n}),
                                                  at::ones_symint({n, 2}, c.options()));
  return detail::AffineWarp(rotate_op(), tensor, matrix, mode, padding_mode, align_corners);
}

KC_OP(rotate,
      {.kornia = "kornia.geometry.transform.rotate",
       .module = {"Rotate",
                  {"angle", "center", "mode", "padding_mode", "align_corners"},
                  {"input:tensor"}},
       .image = core::ImageSpec{.noun = "tensor", .rank = core::ImageRank::kOptionalBatch},
       .overloads = {core::Def(
           "(Tensor tensor, Tensor angle, Tensor? center=None, str mode='bilinear', "
           "str padding_mode='zeros', bool align_corners=True) -> Tensor",
           [](const at::Tensor& tensor, const at::Tensor& angle,
              const c10::optional<at::Tensor>& center, std::string mode, std::string padding_mode,
              bool align_corners) {
             return rotate(tensor, angle, core::StdOptional(center), mode, padding_mode,
                           align_corners);
           })},
       // The benchmark's: a 30 degree turn about the centre.
       .call = [](const at::Tensor& x) { return rotate(x, core::Constant({30.0}, x.options())); }});

}  // namespace kornia::geometry
