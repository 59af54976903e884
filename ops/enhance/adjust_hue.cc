#include "ops/enhance/adjust_hue.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/scalar_tensor.h>

#include <functional>

#include "ops/color/hsv_to_rgb.h"
#include "ops/color/rgb_to_hsv.h"
#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/enhance/adjust_hue_raw.h"
#include "ops/enhance/factor.h"
#include "ops/enhance/levels.h"
#include "ops/native/native.h"
#include "ops/native/operator.h"

namespace kornia::enhance {

namespace adjust_hue_internal {

const char* const kOp = adjust_hue_op().name.c_str();

// kornia_cpp::_adjust_hue's composite form: shift (P,), one per image of
// image (*, 3, H, W), made a factor of shape (*, 1, 1, 1); a uint8 image as
// its levels (levels.h: Q of the float32 form on x / 255).
at::Tensor Composite(const at::Tensor& image, const at::Tensor& shift) {
  const at::Tensor f = detail::ImageFactor(image, shift);
  const auto rotate = [&](const at::Tensor& x) {
    return color::detail::HsvToRgbComposite(
        adjust_hue_raw(color::detail::RgbToHsvComposite(x, 1e-8), f.to(x.scalar_type())));
  };
  if (image.scalar_type() != at::kByte) return rotate(image);
  return detail::QuantizeUnit(rotate(image.to(at::kFloat).div(255)));
}

// Its CPU kernel: the native fused pass on float32 and uint8 (ops/native),
// the composite form on the other dtypes (a traced graph replays the
// operator on whatever it is given).
at::Tensor Cpu(const at::Tensor& image, const at::Tensor& shift) {
  const at::ScalarType t = image.scalar_type();
  return t == at::kFloat || t == at::kByte ? native::detail::AdjustHueCpu(image, shift)
                                           : Composite(image, shift);
}

// float32 or uint8 with one factor per image: the three steps (and on uint8
// the levels and the rounding) in one native pass. Undefined otherwise: the
// op then composes its steps (each of which may take its own native pass).
at::Tensor Fused(const at::Tensor& image, const at::Tensor& factor) {
  const at::ScalarType t = image.scalar_type();
  if (t != at::kFloat && t != at::kByte) return {};
  static const auto op = detail::FindRgbOperator("kornia_cpp::_adjust_hue");
  return detail::CallPerImage(op, image, factor);
}

// The steps, on the image or (uint8) its levels.
at::Tensor Steps(const at::Tensor& image,
                 const std::function<at::Tensor(const at::Tensor&)>& rotate) {
  if (image.scalar_type() != at::kByte) return rotate(image);
  return detail::ByLevels(image, /*per_plane=*/false, rotate);
}

}  // namespace adjust_hue_internal

// The checks are adjust_hue's own, made first so that messages name this op.
// A uint8 image: levels.h's form (Q of the float32 op on x / 255).
at::Tensor adjust_hue(const at::Tensor& image, double factor) {
  using namespace adjust_hue_internal;
  core::CheckImage(adjust_hue_op(), image);
  if (at::Tensor out = Fused(image, at::scalar_tensor(factor, image.options().dtype(at::kFloat)));
      out.defined())
    return out;
  return Steps(image, [&](const at::Tensor& x) {
    return color::hsv_to_rgb(adjust_hue_raw(color::rgb_to_hsv(x), factor));
  });
}

at::Tensor adjust_hue(const at::Tensor& image, const at::Tensor& factor) {
  using namespace adjust_hue_internal;
  core::CheckImage(adjust_hue_op(), image);
  detail::CheckTensorFactor(kOp, "factor", image.narrow(-3, 0, 1), factor);
  if (at::Tensor out = Fused(image, factor); out.defined()) return out;
  return Steps(image, [&](const at::Tensor& x) {
    return color::hsv_to_rgb(adjust_hue_raw(color::rgb_to_hsv(x), factor));
  });
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(adjust_hue,
      {.kornia = "kornia.enhance.adjust_hue",
       .module = {"AdjustHue", {"hue_factor:factor"}, {"input:image"}},
       .python = {.float_only = {"factor"}},
       .image = core::ImageSpec{.channels = 3, .dtypes = core::ImageDtypes::kFloatingOrUint8},
       .overloads = {core::Def("(Tensor image, float factor) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, double)>(
                                   &kornia::enhance::adjust_hue)),
                     core::Def("Tensor", "(Tensor image, Tensor factor) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&)>(
                                   &kornia::enhance::adjust_hue))},
       .call = [](const at::Tensor& x) { return adjust_hue(x, 0.5); },
       .natives = {"_adjust_hue", "_rgb_to_hsv", "_hsv_to_rgb"}});

}  // namespace kornia::enhance

KC_NATIVE_OPERATOR(_adjust_hue, "(Tensor image, Tensor shift) -> Tensor",
                   &kornia::enhance::adjust_hue_internal::Cpu,
                   &kornia::enhance::adjust_hue_internal::Composite,
                   {.dtypes = {at::kFloat, at::kByte}, .family = kornia::native::Family::kRgb});
