#include "ops/enhance/factor.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/scalar_tensor.h>

#include <algorithm>

#include "ops/core/check.h"
#include "ops/core/shape.h"
#include "ops/native/native.h"

namespace kornia::enhance::detail {

at::Tensor HostFactor(const at::Tensor& image, double value) {
  return at::scalar_tensor(value, image.options());
}

void CheckTensorFactor(const char* op, const char* name, const at::Tensor& like,
                       const at::Tensor& factor) {
  bool fits = factor.dim() <= like.dim();
  for (int64_t i = 0; fits && i < factor.dim(); ++i)
    fits = factor.sym_size(i) == 1 || factor.sym_size(i) == like.sym_size(i);
  KC_CHECK(
      fits, op,
      c10::str(name, " of a shape that broadcasts to ", like.sym_sizes(), " (padded on the right)"),
      "shape ", factor.sym_sizes());
}

at::Tensor TensorFactor(const char* op, const char* name, const at::Tensor& like,
                        const at::Tensor& factor) {
  CheckTensorFactor(op, name, like, factor);
  core::SymShape shape = core::SymSizes(factor);
  shape.resize(like.dim(), 1);
  return core::Reshape(factor.to(like.scalar_type()), shape);
}

at::Tensor Broadcastable(const char* op, const char* name, const at::Tensor& like,
                         const at::Tensor& value) {
  bool fits = value.dim() <= like.dim();
  for (int64_t i = 1; fits && i <= value.dim(); ++i)
    fits = value.sym_size(-i) == 1 || value.sym_size(-i) == like.sym_size(-i);
  KC_CHECK(fits, op, c10::str(name, " of a shape that broadcasts to ", like.sym_sizes()), "shape ",
           value.sym_sizes());
  return value.to(like.scalar_type());
}

at::Tensor AssertNonNegative(const char* op, const char* name, const at::Tensor& value,
                             const at::Tensor& factor) {
  return core::AssertInGraph(
      value, (factor >= 0).all(),
      c10::str(op, "(): expected every ", name, " value >= 0, but got one below 0 or NaN"));
}

at::Tensor PerImage(const at::Tensor& image, const at::Tensor& factor) {
  const int64_t rank = image.dim();
  for (int64_t d = std::max<int64_t>(0, rank - 3); d < factor.dim(); ++d)
    if (factor.sym_size(d) != 1) return {};
  core::SymShape images = core::SymSizes(image);
  images.resize(rank - 3);
  core::SymShape lead = core::SymSizes(factor);
  lead.resize(std::min<int64_t>(factor.dim(), rank - 3));
  lead.resize(rank - 3, 1);
  return core::Reshape(factor.to(at::kFloat), lead).expand_symint(images).reshape({-1});
}

at::Tensor ImageFactor(const at::Tensor& image, const at::Tensor& per_image) {
  core::SymShape shape = core::SymSizes(image);
  for (size_t d = shape.size() - 3; d < shape.size(); ++d) shape[d] = 1;
  return core::Reshape(per_image, shape);
}

RgbOperator FindRgbOperator(const char* name) {
  return c10::Dispatcher::singleton()
      .findSchemaOrThrow(name, "")
      .typed<at::Tensor(const at::Tensor&, const at::Tensor&)>();
}

at::Tensor CallPerImage(const RgbOperator& op, const at::Tensor& image, const at::Tensor& factor) {
  if (!native::EnabledFor(image)) return {};
  const at::Tensor per_image = PerImage(image, factor);
  return per_image.defined() ? op.call(image, per_image) : at::Tensor();
}

}  // namespace kornia::enhance::detail
