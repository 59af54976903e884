#include "ops/enhance/adjust_log.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/log2.h>
#include <ATen/ops/pow.h>

#include "ops/core/check.h"
#include "ops/core/math.h"
#include "ops/core/op_registration.h"
#include "ops/enhance/factor.h"

namespace kornia::enhance {

at::Tensor adjust_log(const at::Tensor& image, double gain, bool inv, bool clip_output) {
  core::CheckImage(adjust_log_op(), image);
  const at::Tensor curve =
      inv ? core::ScalarPath(image, [](const at::Tensor& x) { return at::pow(2.0, x); }) - 1.0
          : core::Float32InFloat64(image + 1.0, [](const at::Tensor& x) { return at::log2(x); });
  const at::Tensor out = curve * gain;
  return clip_output ? core::ClampUnit(out) : out;
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(adjust_log,
      {.kornia = "kornia.enhance.adjust_log",
       .module = {"AdjustLog", {"gain", "inv", "clip_output"}, {"image"}},
       .image = core::ImageSpec{},
       .overloads = {core::Def(
           "(Tensor image, float gain=1, bool inv=False, bool clip_output=True) -> Tensor",
           &kornia::enhance::adjust_log)},
       .call = [](const at::Tensor& x) { return adjust_log(x); }});

}  // namespace kornia::enhance
