#include "ops/enhance/equalize3d.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/enhance/equalize_lut.h"

namespace kornia::enhance {

at::Tensor equalize3d(const at::Tensor& input) {
  const char* const kOp = equalize3d_op().name.c_str();
  bool ok = input.dim() >= 4;
  for (int64_t d = 1; ok && d <= 4; ++d) ok = input.sym_size(-d) > 0;
  KC_CHECK(ok, kOp, "a volume of shape (*, C, D, H, W) with non-empty C, D, H and W", "shape ",
           input.sym_sizes());
  KC_CHECK_DTYPE(core::IsFloatingImageDtype(input.scalar_type()), kOp,
                 "a floating volume (float16, bfloat16, float32 or float64)",
                 core::DtypeName(input.scalar_type()));
  // One row per (sample, channel): -1 rows (D, H and W are non-empty), so a
  // dynamic batch stays symbolic.
  const int64_t cols =
      core::HostSize(input, -3) * core::HostSize(input, -2) * core::HostSize(input, -1);
  return detail::EqualizeRows(kOp, input.reshape({-1, cols})).reshape_as(input);
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(equalize3d,
      {.kornia = "kornia.enhance.equalize3d",
       .overloads = {core::Def("(Tensor input) -> Tensor", &kornia::enhance::equalize3d)},
       .dtypes = core::DtypesOf(core::ImageDtypes::kFloating),
       .reduces = core::Reduces::kToSlices});

}  // namespace kornia::enhance
