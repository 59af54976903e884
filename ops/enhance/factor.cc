#include "ops/enhance/factor.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/scalar_tensor.h>

#include <vector>

#include "ops/core/check.h"

namespace kornia::enhance::detail {

at::Tensor HostFactor(const at::Tensor& image, double value) {
  return at::scalar_tensor(value, image.options());
}

at::Tensor TensorFactor(const char* op, const char* name, const at::Tensor& like,
                        const at::Tensor& factor) {
  bool fits = factor.dim() <= like.dim();
  for (int64_t i = 0; fits && i < factor.dim(); ++i)
    fits = factor.size(i) == 1 || factor.size(i) == like.size(i);
  KC_CHECK(
      fits, op,
      c10::str(name, " of a shape that broadcasts to ", like.sizes(), " (padded on the right)"),
      "shape ", factor.sizes());
  std::vector<int64_t> shape(factor.sizes().begin(), factor.sizes().end());
  shape.resize(like.dim(), 1);
  return factor.to(like.scalar_type()).reshape(shape);
}

at::Tensor Broadcastable(const char* op, const char* name, const at::Tensor& like,
                         const at::Tensor& value) {
  bool fits = value.dim() <= like.dim();
  for (int64_t i = 1; fits && i <= value.dim(); ++i)
    fits = value.size(-i) == 1 || value.size(-i) == like.size(-i);
  KC_CHECK(fits, op, c10::str(name, " of a shape that broadcasts to ", like.sizes()), "shape ",
           value.sizes());
  return value.to(like.scalar_type());
}

at::Tensor AssertNonNegative(const char* op, const char* name, const at::Tensor& value,
                             const at::Tensor& factor) {
  return core::AssertInGraph(
      value, (factor >= 0).all(),
      c10::str(op, "(): expected every ", name, " value >= 0, but got one below 0 or NaN"));
}

}  // namespace kornia::enhance::detail
