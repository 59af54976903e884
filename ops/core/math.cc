#include "ops/core/math.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/pow.h>
#include <ATen/ops/scalar_tensor.h>
#include <ATen/ops/sqrt.h>
#include <ATen/ops/stack.h>
#include <ATen/ops/where.h>

#include <limits>

namespace kornia::core {

at::Tensor ScalarPath(const at::Tensor& x, const std::function<at::Tensor(const at::Tensor&)>& op) {
  // stack puts the two copies side by side in a new innermost dim; selecting
  // one of them leaves a view with stride 2 there, which TensorIterator
  // cannot coalesce into a contiguous run (its vector loop needs one). The
  // result is dense in x's memory format, as op(x) itself would be.
  return op(at::stack({x, x}, -1).select(-1, 0)).contiguous(x.suggest_memory_format());
}

at::Tensor Float32InFloat64(const at::Tensor& x,
                            const std::function<at::Tensor(const at::Tensor&)>& op) {
  if (x.scalar_type() != at::kFloat) return op(x);
  return op(x.to(at::kDouble)).to(at::kFloat);
}

at::Tensor Sqrt(const at::Tensor& x) {
  // See NOTE [ MKL VML and CPU vendors ] (math.h).
  // lint: allow(vendor-math) float64 rounded once to a narrower dtype is correctly rounded (math.h)
  if (x.scalar_type() != at::kDouble) return at::sqrt(x.to(at::kDouble)).to(x.scalar_type());
  // float64: libm's pow(x, 0.5) on every element (ScalarPath), with sqrt's
  // values where pow's differ: sqrt(-0) = -0, and NaN below zero (pow(-inf,
  // 0.5) is +inf).
  const at::Tensor root = ScalarPath(
      x, [](const at::Tensor& v) { return at::pow(v, at::scalar_tensor(0.5, v.options())); });
  const at::Tensor nan = at::scalar_tensor(std::numeric_limits<double>::quiet_NaN(), x.options());
  return at::where(x < 0, nan, at::where(x == 0, x, root));
}

}  // namespace kornia::core
