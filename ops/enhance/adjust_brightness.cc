#include "ops/enhance/adjust_brightness.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/torch_library.h"
#include "ops/enhance/factor.h"
#include "ops/enhance/levels.h"

namespace kornia::enhance {

namespace adjust_brightness_internal {

constexpr const char* kOp = "adjust_brightness";

at::Tensor Brightness(const at::Tensor& image, const at::Tensor& factor, bool clip) {
  const at::Tensor out = image + factor;
  return clip ? core::ClampUnitFresh(out) : out;
}

}  // namespace adjust_brightness_internal

// A uint8 image: levels.h's form (Q of the float op on x / 255).
at::Tensor adjust_brightness(const at::Tensor& image, double factor, bool clip_output) {
  using namespace adjust_brightness_internal;
  core::CheckImage(kOp, image, {.dtypes = core::ImageDtypes::kFloatingOrUint8});
  const auto f = [&](const at::Tensor& unit) {
    return Brightness(unit, detail::HostFactor(unit, factor), clip_output);
  };
  return detail::FloatOrLevels(image, f);
}

at::Tensor adjust_brightness(const at::Tensor& image, const at::Tensor& factor, bool clip_output) {
  using namespace adjust_brightness_internal;
  core::CheckImage(kOp, image, {.dtypes = core::ImageDtypes::kFloatingOrUint8});
  const auto f = [&](const at::Tensor& unit) {
    return Brightness(unit, detail::TensorFactor(kOp, "factor", unit, factor), clip_output);
  };
  if (image.scalar_type() != at::kByte) return f(image);
  detail::CheckTensorFactor(kOp, "factor", image, factor);
  return detail::ByLevels(image, detail::ConstantOverPlane(factor, image.dim()), f);
}

}  // namespace kornia::enhance

KC_TORCH_LIBRARY(adjust_brightness, "kornia.enhance.adjust_brightness", m) {
  m.def("adjust_brightness(Tensor image, float factor, bool clip_output=True) -> Tensor",
        static_cast<at::Tensor (*)(const at::Tensor&, double, bool)>(
            &kornia::enhance::adjust_brightness));
  m.def("adjust_brightness.Tensor(Tensor image, Tensor factor, bool clip_output=True) -> Tensor",
        static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&, bool)>(
            &kornia::enhance::adjust_brightness));
}
