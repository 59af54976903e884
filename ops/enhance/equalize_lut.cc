#include "ops/enhance/equalize_lut.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/arange.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/div.h>
#include <ATen/ops/logical_and.h>
#include <ATen/ops/ones_like.h>
#include <ATen/ops/where.h>
#include <ATen/ops/zeros.h>
#include <ATen/ops/zeros_like.h>

#include "ops/core/check.h"
#include "ops/core/shape.h"

namespace kornia::enhance::detail {

at::Tensor EqualizeRows(const char* op, const at::Tensor& x) {
  // x is (rows, cols): the rows (a dynamic batch) symbolic.
  const c10::SymInt n = x.sym_size(0);
  at::Tensor scaled = x * 255.0;
  scaled = core::AssertInGraph(
      scaled, at::logical_and(scaled > -1.0, scaled < 256.0).all(),
      c10::str(op, "(): expected every input value in [0, 1], but got one outside it or NaN"));
  // Counts in float32 (float64 for a float64 image): exact up to 2**24.
  const at::ScalarType count = x.scalar_type() == at::kDouble ? at::kDouble : at::kFloat;
  const at::Tensor index = scaled.to(at::kLong);
  const at::Tensor histo = at::zeros_symint({n, 256}, x.options().dtype(count))
                               .scatter_add(1, index, at::ones_like(scaled, count));
  const at::Tensor total = histo.sum(1);
  const at::Tensor ar = at::arange(256, x.options().dtype(at::kLong));
  const at::Tensor last_idx = at::where(histo > 0, ar, at::zeros_like(ar)).amax(1);
  const at::Tensor last_count = histo.gather(1, last_idx.unsqueeze(1)).squeeze(1);
  const at::Tensor step = at::div(total - last_count, 255, "trunc");
  const at::Tensor step_col = step.unsqueeze(1);
  const at::Tensor step_trunc = at::div(step, 2, "trunc").unsqueeze(1);
  at::Tensor lut = at::div(histo.cumsum(1) + step_trunc, step_col.clamp_min(1), "trunc");
  lut = at::cat({at::zeros_symint({n, 1}, lut.options()), lut.narrow(1, 0, 255)}, 1);
  lut = lut.clamp(0, 255).to(scaled.scalar_type());
  const at::Tensor result = at::where(step_col == 0, scaled, lut.gather(1, index));
  return result / 255.0;
}

}  // namespace kornia::enhance::detail
