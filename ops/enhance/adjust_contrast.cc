#include "ops/enhance/adjust_contrast.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/enhance/factor.h"
#include "ops/enhance/levels.h"

namespace kornia::enhance {

namespace adjust_contrast_internal {

const char* const kOp = adjust_contrast_op().name.c_str();

at::Tensor Contrast(const at::Tensor& image, const at::Tensor& factor, bool clip) {
  const at::Tensor out = image * factor;
  return clip ? core::ClampUnitFresh(out) : out;
}

}  // namespace adjust_contrast_internal

// A uint8 image: levels.h's form (Q of the float op on x / 255).
at::Tensor adjust_contrast(const at::Tensor& image, double factor, bool clip_output) {
  using namespace adjust_contrast_internal;
  core::CheckImage(adjust_contrast_op(), image);
  KC_CHECK(factor >= 0, kOp, "factor >= 0", "factor = ", factor);
  const auto f = [&](const at::Tensor& unit) {
    return Contrast(unit, detail::HostFactor(unit, factor), clip_output);
  };
  return detail::FloatOrLevels(image, f);
}

at::Tensor adjust_contrast(const at::Tensor& image, const at::Tensor& factor, bool clip_output) {
  using namespace adjust_contrast_internal;
  core::CheckImage(adjust_contrast_op(), image);
  const auto f = [&](const at::Tensor& unit) {
    const at::Tensor k = detail::TensorFactor(kOp, "factor", unit, factor);
    return Contrast(unit, detail::AssertNonNegative(kOp, "factor", k, k), clip_output);
  };
  if (image.scalar_type() != at::kByte) return f(image);
  detail::CheckTensorFactor(kOp, "factor", image, factor);
  return detail::ByLevels(image, detail::ConstantOverPlane(factor, image.dim()), f);
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(adjust_contrast,
      {.kornia = "kornia.enhance.adjust_contrast",
       .module = {"AdjustContrast", {"contrast_factor:factor"}, {"input:image"}},
       .python = {.float_only = {"factor"}},
       .image = core::ImageSpec{.dtypes = core::ImageDtypes::kFloatingOrUint8},
       .overloads = {core::Def("(Tensor image, float factor, bool clip_output=True) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, double, bool)>(
                                   &kornia::enhance::adjust_contrast)),
                     core::Def(
                         "Tensor", "(Tensor image, Tensor factor, bool clip_output=True) -> Tensor",
                         static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&, bool)>(
                             &kornia::enhance::adjust_contrast))},
       .call = [](const at::Tensor& x) { return adjust_contrast(x, 1.5); },
       .natives = {"_lut_uint8"}});

}  // namespace kornia::enhance
