#include "ops/enhance/equalize.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/enhance/equalize_lut.h"

namespace kornia::enhance {

at::Tensor equalize(const at::Tensor& input) {
  constexpr const char* kOp = "equalize";
  core::CheckImage(kOp, input, {.non_empty = true});
  // One row per (sample, channel): -1 rows (H and W are non-empty), so a
  // dynamic batch stays symbolic.
  const int64_t cols = core::HostSize(input, -2) * core::HostSize(input, -1);
  return detail::EqualizeRows(kOp, input.reshape({-1, cols})).reshape_as(input);
}

}  // namespace kornia::enhance

KC_TORCH_LIBRARY(equalize, "kornia.enhance.equalize", m) {
  m.def("equalize(Tensor input) -> Tensor", &kornia::enhance::equalize);
}
