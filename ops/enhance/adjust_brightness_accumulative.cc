#include "ops/enhance/adjust_brightness_accumulative.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/torch_library.h"
#include "ops/enhance/factor.h"

namespace kornia::enhance {

namespace adjust_brightness_accumulative_internal {

constexpr const char* kOp = "adjust_brightness_accumulative";

at::Tensor Accumulative(const at::Tensor& image, const at::Tensor& factor, bool clip) {
  const at::Tensor out = image * factor;
  return clip ? core::ClampUnitFresh(out) : out;
}

}  // namespace adjust_brightness_accumulative_internal

at::Tensor adjust_brightness_accumulative(const at::Tensor& image, double factor,
                                          bool clip_output) {
  using namespace adjust_brightness_accumulative_internal;
  core::CheckImage(kOp, image);
  return Accumulative(image, detail::HostFactor(image, factor), clip_output);
}

at::Tensor adjust_brightness_accumulative(const at::Tensor& image, const at::Tensor& factor,
                                          bool clip_output) {
  using namespace adjust_brightness_accumulative_internal;
  core::CheckImage(kOp, image);
  return Accumulative(image, detail::TensorFactor(kOp, "factor", image, factor), clip_output);
}

}  // namespace kornia::enhance

KC_TORCH_LIBRARY(adjust_brightness_accumulative, "kornia.enhance.adjust_brightness_accumulative",
                 m) {
  m.def(
      "adjust_brightness_accumulative(Tensor image, float factor, bool clip_output=True) -> Tensor",
      static_cast<at::Tensor (*)(const at::Tensor&, double, bool)>(
          &kornia::enhance::adjust_brightness_accumulative));
  m.def(
      "adjust_brightness_accumulative.Tensor(Tensor image, Tensor factor, bool clip_output=True) "
      "-> Tensor",
      static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&, bool)>(
          &kornia::enhance::adjust_brightness_accumulative));
}
