#include "ops/enhance/factor.h"

#include <ATen/ATen.h>

#include <vector>

#include "ops/core/check.h"

namespace kornia::enhance::detail {

torch::Tensor HostFactor(const torch::Tensor& image, double value) {
  return at::scalar_tensor(value, image.options());
}

torch::Tensor TensorFactor(const char* op, const char* name, const torch::Tensor& like,
                           const torch::Tensor& factor) {
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

torch::Tensor Broadcastable(const char* op, const char* name, const torch::Tensor& like,
                            const torch::Tensor& value) {
  bool fits = value.dim() <= like.dim();
  for (int64_t i = 1; fits && i <= value.dim(); ++i)
    fits = value.size(-i) == 1 || value.size(-i) == like.size(-i);
  KC_CHECK(fits, op, c10::str(name, " of a shape that broadcasts to ", like.sizes()), "shape ",
           value.sizes());
  return value.to(like.scalar_type());
}

torch::Tensor AssertNonNegative(const char* op, const char* name, const torch::Tensor& value,
                                const torch::Tensor& factor) {
  return core::AssertInGraph(
      value, (factor >= 0).all(),
      c10::str(op, "(): expected every ", name, " value >= 0, but got one below 0 or NaN"));
}

}  // namespace kornia::enhance::detail
