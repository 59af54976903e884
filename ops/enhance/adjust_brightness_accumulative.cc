#include "ops/enhance/adjust_brightness_accumulative.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/enhance/factor.h"

namespace kornia::enhance {

namespace adjust_brightness_accumulative_internal {

const char* const kOp = adjust_brightness_accumulative_op().name.c_str();

at::Tensor Accumulative(const at::Tensor& image, const at::Tensor& factor, bool clip) {
  const at::Tensor out = image * factor;
  return clip ? core::ClampUnitFresh(out) : out;
}

}  // namespace adjust_brightness_accumulative_internal

at::Tensor adjust_brightness_accumulative(const at::Tensor& image, double factor,
                                          bool clip_output) {
  using namespace adjust_brightness_accumulative_internal;
  core::CheckImage(adjust_brightness_accumulative_op(), image);
  return Accumulative(image, detail::HostFactor(image, factor), clip_output);
}

at::Tensor adjust_brightness_accumulative(const at::Tensor& image, const at::Tensor& factor,
                                          bool clip_output) {
  using namespace adjust_brightness_accumulative_internal;
  core::CheckImage(adjust_brightness_accumulative_op(), image);
  return Accumulative(image, detail::TensorFactor(kOp, "factor", image, factor), clip_output);
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(adjust_brightness_accumulative,
      {.kornia = "kornia.enhance.adjust_brightness_accumulative",
       .module = {"AdjustBrightnessAccumulative", {"brightness_factor:factor"}, {"input:image"}},
       .python = {.float_only = {"factor"}},
       .image = core::ImageSpec{},
       .overloads = {core::Def("(Tensor image, float factor, bool clip_output=True) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, double, bool)>(
                                   &kornia::enhance::adjust_brightness_accumulative)),
                     core::Def(
                         "Tensor", "(Tensor image, Tensor factor, bool clip_output=True) -> Tensor",
                         static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&, bool)>(
                             &kornia::enhance::adjust_brightness_accumulative))},
       .call = [](const at::Tensor& x) { return adjust_brightness_accumulative(x, 0.2); }});

}  // namespace kornia::enhance
