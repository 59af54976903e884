#include "ops/enhance/equalize.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/torch_library.h"
#include "ops/enhance/equalize_lut.h"

namespace kornia::enhance {

at::Tensor equalize(const at::Tensor& input) {
  constexpr const char* kOp = "equalize";
  core::CheckImage(kOp, input, {.non_empty = true});
  const int64_t rows = input.numel() / (input.size(-2) * input.size(-1));
  const int64_t cols = input.size(-2) * input.size(-1);
  return detail::EqualizeRows(kOp, input.reshape({rows, cols})).reshape_as(input);
}

}  // namespace kornia::enhance

KC_TORCH_LIBRARY(equalize, "kornia.enhance.equalize", m) {
  m.def("equalize(Tensor input) -> Tensor", &kornia::enhance::equalize);
}
