#include "ops/enhance/levels.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/arange.h>
#include <ATen/ops/floor.h>
#include <ATen/ops/nan_to_num.h>

#include "ops/core/shape.h"
#include "ops/native/native.h"

namespace kornia::enhance::detail {

at::Tensor QuantizeUnit(const at::Tensor& v) {
  // floor(x + 0.5), not at::round: the TensorExpr fuser's round takes ties
  // away from zero where ATen's takes them to even (1.5 * 255 * k / 255
  // lands on them), and x + 0.5 is exact below 256.
  return at::floor(at::nan_to_num(v * 255, 0.0, 255.0, 0.0).clamp(0, 255) + 0.5).to(at::kByte);
}

bool ConstantOverPlane(const at::Tensor& param, int64_t image_dim) {
  for (int64_t i = std::max<int64_t>(0, image_dim - 2); i < param.dim(); ++i)
    if (param.sym_size(i) != 1) return false;
  return true;
}

at::Tensor ByLevels(const at::Tensor& image, bool per_plane, const UnitOp& f) {
  // The table form on a contiguous image (the kernel's input), chosen by the
  // layout and the parameters' shapes, never a value: one graph for both. An
  // (H, W) image is one plane whose per-sample parameters vary by row (its
  // dim 0, as Kornia's view), so it takes the direct form.
  if (per_plane && image.dim() >= 3 && image.is_contiguous() && native::Enabled()) {
    core::SymShape shape = core::SymSizes(image);
    shape[shape.size() - 2] = 1;
    shape.back() = 256;
    const at::Tensor levels =
        at::arange(256, image.options().dtype(at::kFloat)).div(255).expand_symint(shape);
    return native::detail::LutUint8(image, QuantizeUnit(f(levels)));
  }
  return QuantizeUnit(f(image.to(at::kFloat).div(255)));
}

at::Tensor FloatOrLevels(const at::Tensor& image, const UnitOp& f) {
  return image.scalar_type() == at::kByte ? ByLevels(image, /*per_plane=*/true, f) : f(image);
}

}  // namespace kornia::enhance::detail
