#include "ops/geometry/affine.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/ones_like.h>
#include <ATen/ops/stack.h>
#include <ATen/ops/zeros_like.h>
#include <c10/util/StringUtil.h>

#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/geometry/warp.h"
#include "ops/geometry/warp_affine.h"

namespace kornia::geometry::detail {

c10::SymInt ImageBatch(const at::Tensor& tensor) {
  return tensor.dim() == 4 ? tensor.sym_size(0) : c10::SymInt(1);
}

void CheckSampleParam(const char* op, const char* name, const at::Tensor& p,
                      const at::Tensor& tensor, const std::string& shapes, bool ok) {
  KC_CHECK(ok, op, c10::str(name, " of shape ", shapes), "shape ", p.sym_sizes());
  KC_CHECK_DTYPE(
      p.scalar_type() == tensor.scalar_type(), op,
      c10::str(name, " in the dtype of tensor (", core::DtypeName(tensor.scalar_type()), ")"),
      core::DtypeName(p.scalar_type()));
}

void CheckRows(const char* op, const char* name, const at::Tensor& p, const at::Tensor& tensor,
               const std::vector<int64_t>& tail) {
  const c10::SymInt batch = ImageBatch(tensor);
  std::string dims;
  for (int64_t t : tail) dims += c10::str(", ", t);
  bool ok = p.dim() == static_cast<int64_t>(tail.size()) + 1 &&
            (p.sym_size(0) == 1 || p.sym_size(0) == batch || batch == 1);
  for (size_t i = 0; ok && i < tail.size(); ++i) ok = p.sym_size(i + 1) == tail[i];
  CheckSampleParam(
      op, name, p, tensor,
      batch == 1 ? c10::str("(N", dims, ")") : c10::str("(", batch, dims, ") or (1", dims, ")"),
      ok);
}

at::Tensor AffineWarp(const core::OpSpec& op, const at::Tensor& tensor, const at::Tensor& matrix,
                      const std::string& mode, const std::string& padding_mode,
                      bool align_corners) {
  const char* name = op.name.c_str();
  core::CheckImage(op, tensor);
  ParseWarpModes(name, mode, padding_mode);
  const bool unbatched = tensor.dim() == 3;
  const c10::SymInt batch = ImageBatch(tensor);
  // Kornia's affine: one image is expanded to the matrices' batch; N
  // matrices for B images need N == B (or one matrix).
  at::Tensor x = unbatched ? tensor.unsqueeze(0) : tensor;
  if (batch == 1 && matrix.sym_size(0) != 1)
    x = x.expand_symint({matrix.sym_size(0), x.sym_size(1), x.sym_size(2), x.sym_size(3)});
  const at::Tensor out = warp_affine(x, matrix, {core::HostSize(x, 2), core::HostSize(x, 3)}, mode,
                                     padding_mode, align_corners);
  return unbatched && out.sym_size(0) == 1 ? out.squeeze(0) : out;
}

at::Tensor ImageCenter(const at::Tensor& tensor) {
  const double height = static_cast<double>(core::HostSize(tensor, -2));
  const double width = static_cast<double>(core::HostSize(tensor, -1));
  return core::Constant({(width - 1) / 2, (height - 1) / 2}, tensor.options());
}

at::Tensor EyePlus(const at::Tensor& p, std::array<int64_t, 2> first,
                   std::array<int64_t, 2> second) {
  // Functional, not Kornia's in-place adds on views of one buffer: the legacy
  // ONNX exporter mistranslated those (shear's off-diagonal entries).
  const at::Tensor zero = at::zeros_like(p.narrow(-1, 0, 1));  // (N, 1)
  const at::Tensor one = at::ones_like(zero);
  at::Tensor e[2][3] = {{one, zero, zero}, {zero, one, zero}};
  e[first[0]][first[1]] = zero + p.narrow(-1, 0, 1);
  e[second[0]][second[1]] = zero + p.narrow(-1, 1, 1);
  return at::stack(
      {at::cat({e[0][0], e[0][1], e[0][2]}, -1), at::cat({e[1][0], e[1][1], e[1][2]}, -1)}, 1);
}

at::Tensor EyePlusWarp(const core::OpSpec& op, const char* name, const at::Tensor& tensor,
                       const at::Tensor& p, std::array<int64_t, 2> first,
                       std::array<int64_t, 2> second, const std::string& mode,
                       const std::string& padding_mode, bool align_corners) {
  core::CheckImage(op, tensor);
  CheckRows(op.name.c_str(), name, p, tensor, {2});
  return AffineWarp(op, tensor, EyePlus(p, first, second), mode, padding_mode, align_corners);
}

}  // namespace kornia::geometry::detail

namespace kornia::geometry {

at::Tensor affine(const at::Tensor& tensor, const at::Tensor& matrix, const std::string& mode,
                  const std::string& padding_mode, bool align_corners) {
  core::CheckImage(affine_op(), tensor);
  detail::CheckRows(affine_op().name.c_str(), "matrix", matrix, tensor, {2, 3});
  return detail::AffineWarp(affine_op(), tensor, matrix, mode, padding_mode, align_corners);
}

KC_OP(affine, {.kornia = "kornia.geometry.transform.affine",
               .image = core::ImageSpec{.noun = "tensor", .rank = core::ImageRank::kOptionalBatch},
               .overloads = {core::Def(
                   "(Tensor tensor, Tensor matrix, str mode='bilinear', str padding_mode='zeros', "
                   "bool align_corners=True) -> Tensor",
                   [](const at::Tensor& tensor, const at::Tensor& matrix, std::string mode,
                      std::string padding_mode, bool align_corners) {
                     return affine(tensor, matrix, mode, padding_mode, align_corners);
                   })},
               // The benchmark's: a turn of 0.3 rad scaled by 1.1 with a shift, for the batch.
               .call = [](const at::Tensor& x) {
                 return affine(
                     x, core::Constant({1.0509, -0.3251, 12.5, 0.3251, 1.0509, -8.25}, x.options())
                            .view({1, 2, 3}));
               }});

}  // namespace kornia::geometry
