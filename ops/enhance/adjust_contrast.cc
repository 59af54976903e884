#include "ops/enhance/adjust_contrast.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/torch_library.h"
#include "ops/enhance/factor.h"

namespace kornia::enhance {

namespace adjust_contrast_internal {

constexpr const char* kOp = "adjust_contrast";

at::Tensor Contrast(const at::Tensor& image, const at::Tensor& factor, bool clip) {
  const at::Tensor out = image * factor;
  return clip ? core::ClampUnitFresh(out) : out;
}

}  // namespace adjust_contrast_internal

at::Tensor adjust_contrast(const at::Tensor& image, double factor, bool clip_output) {
  using namespace adjust_contrast_internal;
  core::CheckImage(kOp, image);
  KC_CHECK(factor >= 0, kOp, "factor >= 0", "factor = ", factor);
  return Contrast(image, detail::HostFactor(image, factor), clip_output);
}

at::Tensor adjust_contrast(const at::Tensor& image, const at::Tensor& factor, bool clip_output) {
  using namespace adjust_contrast_internal;
  core::CheckImage(kOp, image);
  const at::Tensor f = detail::TensorFactor(kOp, "factor", image, factor);
  return Contrast(image, detail::AssertNonNegative(kOp, "factor", f, f), clip_output);
}

}  // namespace kornia::enhance

KC_TORCH_LIBRARY(adjust_contrast, "kornia.enhance.adjust_contrast", m) {
  m.def("adjust_contrast(Tensor image, float factor, bool clip_output=True) -> Tensor",
        static_cast<at::Tensor (*)(const at::Tensor&, double, bool)>(
            &kornia::enhance::adjust_contrast));
  m.def("adjust_contrast.Tensor(Tensor image, Tensor factor, bool clip_output=True) -> Tensor",
        static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&, bool)>(
            &kornia::enhance::adjust_contrast));
}
