#include "ops/geometry/scale.h"

#include <ATen/ops/zeros.h>
#include <c10/util/StringUtil.h>

#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/geometry/affine.h"
#include "ops/geometry/get_rotation_matrix2d.h"

namespace kornia::geometry {

at::Tensor scale(const at::Tensor& tensor, const at::Tensor& scale_factor,
                 const std::optional<at::Tensor>& center, const std::string& mode,
                 const std::string& padding_mode, bool align_corners) {
  const char* op = scale_op().name.c_str();
  core::CheckImage(scale_op(), tensor);
  const c10::SymInt batch = detail::ImageBatch(tensor);
  const auto samples_ok = [&batch](const c10::SymInt& n) { return n == 1 || n == batch; };
  const at::Tensor& s = scale_factor;
  detail::CheckSampleParam(op, "scale_factor", s, tensor,
                           c10::str("(), (N), (N, 1) or (N, 2) with N 1 or ", batch),
                           s.dim() == 0 || (s.dim() == 1 && samples_ok(s.sym_size(0))) ||
                               (s.dim() == 2 && samples_ok(s.sym_size(0)) &&
                                (s.sym_size(1) == 1 || s.sym_size(1) == 2)));
  const at::Tensor c = center ? *center : detail::ImageCenter(tensor);
  detail::CheckSampleParam(op, "center", c, tensor, c10::str("(2), (1, 2) or (", batch, ", 2)"),
                           (c.dim() == 1 && c.sym_size(0) == 2) ||
                               (c.dim() == 2 && c.sym_size(1) == 2 && samples_ok(c.sym_size(0))));
  // One factor and one centre: one matrix for the batch (a shape decision).
  const bool one = (s.dim() == 0 || s.sym_size(0) == 1) && (c.dim() == 1 || c.sym_size(0) == 1);
  const c10::SymInt n = one ? c10::SymInt(1) : batch;
  // Kornia's (N) -> (N, 1), then both expanded to the batch.
  const at::Tensor factors = (s.dim() == 1 ? s.unsqueeze(-1) : s).expand_symint({n, 2});
  const at::Tensor matrix =
      get_rotation_matrix2d(c.expand_symint({n, 2}), at::zeros_symint({n}, s.options()), factors);
  return detail::AffineWarp(scale_op(), tensor, matrix, mode, padding_mode, align_corners);
}

KC_OP(scale, {.kornia = "kornia.geometry.transform.scale",
              .module = {"Scale",
                         {"scale_factor", "center", "mode", "padding_mode", "align_corners"},
                         {"input:tensor"}},
              .image = core::ImageSpec{.noun = "tensor", .rank = core::ImageRank::kOptionalBatch},
              .overloads = {core::Def(
                  "(Tensor tensor, Tensor scale_factor, Tensor? center=None, str mode='bilinear', "
                  "str padding_mode='zeros', bool align_corners=True) -> Tensor",
                  [](const at::Tensor& tensor, const at::Tensor& scale_factor,
                     const c10::optional<at::Tensor>& center, std::string mode,
                     std::string padding_mode, bool align_corners) {
                    return scale(tensor, scale_factor, core::StdOptional(center), mode,
                                 padding_mode, align_corners);
                  })},
              // The benchmark's: a zoom by (1.25, 0.8) about the centre.
              .call = [](const at::Tensor& x) {
                return scale(x, core::Constant({1.25, 0.8}, x.options()).view({1, 2}));
              }});

}  // namespace kornia::geometry
