#include "ops/enhance/adjust_saturation.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/ones_like.h>
#include <ATen/ops/scalar_tensor.h>
#include <ATen/ops/where.h>
#include <torch/library.h>

#include "ops/color/hsv_to_rgb.h"
#include "ops/color/rgb_to_hsv.h"
#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/enhance/adjust_saturation_raw.h"
#include "ops/enhance/factor.h"
#include "ops/enhance/levels.h"
#include "ops/native/native.h"
#include "ops/native/operator.h"

namespace kornia::enhance {
namespace adjust_saturation_internal {

const char* const kOp = adjust_saturation_op().name.c_str();

// Kornia's RGB path (float32, float64), its op sequence.
at::Tensor Direct(const at::Tensor& image, const at::Tensor& factor) {
  const at::Tensor max_rgb = image.amax(-3, /*keepdim=*/true);
  const at::Tensor min_rgb = image.amin(-3, /*keepdim=*/true);
  const at::Tensor delta = max_rgb - min_rgb;
  const at::Tensor value_divisor = at::where(max_rgb == 0, at::ones_like(max_rgb), max_rgb + 1e-08);
  const at::Tensor saturation = core::ClampUnit(delta / value_divisor * factor);
  const at::Tensor adjusted_delta = max_rgb * saturation;
  const at::Tensor delta_divisor = at::where(delta == 0, at::ones_like(delta), delta);
  return (image - min_rgb) * (adjusted_delta / delta_divisor) + (max_rgb - adjusted_delta);
}

bool HsvPath(const at::Tensor& image) { return core::IsHalfDtype(image.scalar_type()); }

// kornia_cpp::_adjust_saturation's composite form: factor (P,), one per
// image of image (*, 3, H, W), made a factor of shape (*, 1, 1, 1); a uint8
// image as its levels (levels.h: Q of the float32 form on x / 255).
at::Tensor Composite(const at::Tensor& image, const at::Tensor& factor) {
  const at::Tensor f = detail::ImageFactor(image, factor);
  if (image.scalar_type() != at::kByte) return Direct(image, f.to(image.scalar_type()));
  return detail::QuantizeUnit(Direct(image.to(at::kFloat).div(255), f.to(at::kFloat)));
}

// Its CPU kernel: the native pass on float32 and uint8 (ops/native), the
// composite form on the other dtypes (a traced graph replays the operator on
// whatever it is given).
at::Tensor Cpu(const at::Tensor& image, const at::Tensor& factor) {
  const at::ScalarType t = image.scalar_type();
  return t == at::kFloat || t == at::kByte ? native::detail::AdjustSaturationCpu(image, factor)
                                           : Composite(image, factor);
}

// float32 or uint8 with one factor per image: the direct form (and on uint8
// the levels and the rounding) in one native pass. Undefined otherwise: the
// op then runs its ATen form.
at::Tensor Fused(const at::Tensor& image, const at::Tensor& factor) {
  const at::ScalarType t = image.scalar_type();
  if (t != at::kFloat && t != at::kByte) return {};
  static const auto op = detail::FindRgbOperator("kornia_cpp::_adjust_saturation");
  return detail::CallPerImage(op, image, factor);
}

// A uint8 image: levels.h's form (Q of the float32 op on x / 255).
at::Tensor Adjust(const at::Tensor& image, double factor) {
  const bool uint8 = image.scalar_type() == at::kByte;
  if (at::Tensor out = Fused(image, at::scalar_tensor(factor, image.options().dtype(at::kFloat)));
      out.defined())
    return out;
  if (uint8)
    return detail::ByLevels(image, /*per_plane=*/false, [&](const at::Tensor& unit) {
      return Direct(unit, detail::HostFactor(unit, factor));
    });
  if (HsvPath(image))
    return color::hsv_to_rgb(adjust_saturation_raw(color::rgb_to_hsv(image), factor));
  return Direct(image, detail::HostFactor(image, factor));
}

at::Tensor Adjust(const at::Tensor& image, const at::Tensor& factor) {
  // adjust_saturation_raw checks factor against the saturation channel's
  // shape, the same (*, 1, H, W) as here; checked first so that the message
  // names this op.
  detail::CheckTensorFactor(kOp, "factor", image.narrow(-3, 0, 1), factor);
  if (at::Tensor out = Fused(image, factor); out.defined()) return out;
  if (image.scalar_type() == at::kByte)
    return detail::ByLevels(image, /*per_plane=*/false, [&](const at::Tensor& unit) {
      return Direct(unit, detail::TensorFactor(kOp, "factor", unit.narrow(-3, 0, 1), factor));
    });
  if (HsvPath(image))
    return color::hsv_to_rgb(adjust_saturation_raw(color::rgb_to_hsv(image), factor));
  return Direct(image, detail::TensorFactor(kOp, "factor", image.narrow(-3, 0, 1), factor));
}

}  // namespace adjust_saturation_internal

// Kornia's elementwise form keeps a channels-last image's layout; the
// native pass and the HSV path write a contiguous result (InLayoutOf).
at::Tensor adjust_saturation(const at::Tensor& image, double factor) {
  core::CheckImage(adjust_saturation_op(), image);
  return core::InLayoutOf(image, adjust_saturation_internal::Adjust(image, factor));
}

at::Tensor adjust_saturation(const at::Tensor& image, const at::Tensor& factor) {
  core::CheckImage(adjust_saturation_op(), image);
  return core::InLayoutOf(image, adjust_saturation_internal::Adjust(image, factor));
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(adjust_saturation,
      {.kornia = "kornia.enhance.adjust_saturation",
       .module = {"AdjustSaturation", {"saturation_factor:factor"}, {"input:image"}},
       .python = {.float_only = {"factor"}},
       .image = core::ImageSpec{.channels = 3, .dtypes = core::ImageDtypes::kFloatingOrUint8},
       .overloads = {core::Def("(Tensor image, float factor) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, double)>(
                                   &kornia::enhance::adjust_saturation)),
                     core::Def("Tensor", "(Tensor image, Tensor factor) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&)>(
                                   &kornia::enhance::adjust_saturation))},
       .call = [](const at::Tensor& x) { return adjust_saturation(x, 1.5); },
       .natives = {"_adjust_saturation"}});

}  // namespace kornia::enhance

KC_NATIVE_OPERATOR(_adjust_saturation, "(Tensor image, Tensor factor) -> Tensor",
                   &kornia::enhance::adjust_saturation_internal::Cpu,
                   &kornia::enhance::adjust_saturation_internal::Composite,
                   {.dtypes = {at::kFloat, at::kByte}, .family = kornia::native::Family::kRgb});
