#include "ops/enhance/equalize3d.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/torch_library.h"
#include "ops/enhance/equalize_lut.h"

namespace kornia::enhance {

at::Tensor equalize3d(const at::Tensor& input) {
  constexpr const char* kOp = "equalize3d";
  bool ok = input.dim() >= 4;
  for (int64_t d = 1; ok && d <= 4; ++d) ok = input.size(-d) > 0;
  KC_CHECK(ok, kOp, "a volume of shape (*, C, D, H, W) with non-empty C, D, H and W", "shape ",
           input.sizes());
  KC_CHECK(core::IsFloatingImageDtype(input.scalar_type()), kOp,
           "a floating volume (float16, bfloat16, float32 or float64)",
           core::DtypeName(input.scalar_type()));
  const int64_t rows = input.numel() / (input.size(-3) * input.size(-2) * input.size(-1));
  const int64_t cols = input.size(-3) * input.size(-2) * input.size(-1);
  return detail::EqualizeRows(kOp, input.reshape({rows, cols})).reshape_as(input);
}

}  // namespace kornia::enhance

KC_TORCH_LIBRARY(equalize3d, "kornia.enhance.equalize3d", m) {
  m.def("equalize3d(Tensor input) -> Tensor", &kornia::enhance::equalize3d);
}
