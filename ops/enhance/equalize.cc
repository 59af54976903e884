#include "ops/enhance/equalize.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/enhance/equalize_lut.h"

namespace kornia::enhance {

at::Tensor equalize(const at::Tensor& input) {
  const char* const kOp = equalize_op().name.c_str();
  core::CheckImage(equalize_op(), input);
  // One row per (sample, channel): -1 rows (H and W are non-empty), so a
  // dynamic batch stays symbolic.
  const int64_t cols = core::HostSize(input, -2) * core::HostSize(input, -1);
  return detail::EqualizeRows(kOp, input.reshape({-1, cols})).reshape_as(input);
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(equalize, {.kornia = "kornia.enhance.equalize",
                 .image = core::ImageSpec{.non_empty = true},
                 .overloads = {core::Def("(Tensor input) -> Tensor", &kornia::enhance::equalize)},
                 .call = [](const at::Tensor& x) { return equalize(x); },
                 .reduces = core::Reduces::kToSlices});

}  // namespace kornia::enhance
