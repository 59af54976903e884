#include "ops/color/rgb_to_hsv.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/ops/logical_and.h>
#include <ATen/ops/ones_like.h>
#include <ATen/ops/remainder.h>
#include <ATen/ops/stack.h>
#include <ATen/ops/where.h>

#include <cmath>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/native/native.h"
#include "ops/native/operator.h"

namespace kornia::color {

namespace detail {

at::Tensor RgbToHsvComposite(const at::Tensor& image, double eps) {
  const at::Tensor max_rgb = image.amax(-3);
  const at::Tensor min_rgb = image.amin(-3);
  at::Tensor deltac = max_rgb - min_rgb;

  const at::Tensor v = max_rgb;
  // Guard black pixels before dividing: eps underflows in float16.
  const at::Tensor s_divisor = at::where(max_rgb == 0, at::ones_like(max_rgb), max_rgb + eps);
  const at::Tensor s = deltac / s_divisor;

  deltac = at::where(deltac == 0, at::ones_like(deltac), deltac);
  const auto c = (max_rgb.unsqueeze(-3) - image).unbind(-3);  // rc, gc, bc
  const at::Tensor h1 = c[2] - c[1];
  const at::Tensor h2 = (c[0] - c[2]) + 2.0 * deltac;
  const at::Tensor h3 = (c[1] - c[0]) + 4.0 * deltac;

  const auto rgb = image.unbind(-3);
  const at::Tensor r_max = at::logical_and(rgb[0] >= rgb[1], rgb[0] >= rgb[2]);
  at::Tensor h = at::where(r_max, h1, at::where(rgb[1] >= rgb[2], h2, h3));
  h = h / deltac;
  h = at::remainder(h / 6.0, 1.0);
  constexpr double kTwoPi = 2.0 * M_PI;
  h = kTwoPi * h;
  h = h.masked_fill(h >= kTwoPi, 0.0);
  return at::stack({h, s, v}, -3);
}

}  // namespace detail

namespace rgb_to_hsv_internal {

// kornia_cpp::_rgb_to_hsv's CPU kernel: the native one on float32
// (ops/native), the composite form on the other dtypes (a traced graph replays
// the operator on whatever it is given).
at::Tensor Cpu(const at::Tensor& image, double eps) {
  return image.scalar_type() == at::kFloat ? native::detail::RgbToHsvCpu(image, eps)
                                           : detail::RgbToHsvComposite(image, eps);
}

}  // namespace rgb_to_hsv_internal

at::Tensor rgb_to_hsv(const at::Tensor& image, double eps) {
  core::CheckImage(rgb_to_hsv_op(), image);
  // float32: one native pass (some forty ATen passes in the composite), the
  // composite form where a gradient is recorded (the operator has no
  // derivative of its own) and in CompositeOnly (the reference).
  if (native::EnabledFor(image) && image.scalar_type() == at::kFloat) {
    static const auto op = c10::Dispatcher::singleton()
                               .findSchemaOrThrow("kornia_cpp::_rgb_to_hsv", "")
                               .typed<at::Tensor(const at::Tensor&, double)>();
    return op.call(image, eps);
  }
  return detail::RgbToHsvComposite(image, eps);
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(rgb_to_hsv, {.kornia = "kornia.color.rgb_to_hsv",
                   .module = {"RgbToHsv", {"eps"}, {"image"}},
                   .image = core::ImageSpec{.channels = 3},
                   .overloads = {core::Def("(Tensor image, float eps=1e-08) -> Tensor",
                                           &kornia::color::rgb_to_hsv)},
                   .call = [](const at::Tensor& x) { return rgb_to_hsv(x); },
                   .natives = {"_rgb_to_hsv"}});

}  // namespace kornia::color

KC_NATIVE_OPERATOR(_rgb_to_hsv, "(Tensor image, float eps) -> Tensor",
                   &kornia::color::rgb_to_hsv_internal::Cpu,
                   &kornia::color::detail::RgbToHsvComposite,
                   {.dtypes = {at::kFloat}, .family = kornia::native::Family::kRgb});
