#include "ops/color/hsv_to_rgb.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/ops/floor.h>
#include <ATen/ops/remainder.h>
#include <ATen/ops/rsub.h>
#include <ATen/ops/stack.h>
#include <ATen/ops/where.h>

#include <cmath>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/native/native.h"
#include "ops/native/operator.h"

namespace kornia::color {

namespace detail {

at::Tensor HsvToRgbComposite(const at::Tensor& image) {
  const auto hsv = image.unbind(-3);
  const at::Tensor h = hsv[0] / (2.0 * M_PI);
  const at::Tensor& s = hsv[1];
  const at::Tensor& v = hsv[2];
  at::Tensor hi = at::remainder(at::floor(h * 6.0), 6.0);
  const at::Tensor f = at::remainder(h * 6.0, 6.0) - hi;
  // at::rsub, not `1.0 - x`: C++'s scalar-minus-tensor operator is
  // empty_like + fill_ + sub_, in-place calls that torch.export refuses where
  // this form runs as kornia_cpp::_hsv_to_rgb's decomposition (below
  // functionalization). Same IEEE subtraction, same bytes.
  const at::Tensor p = v * at::rsub(s, 1.0);
  const at::Tensor q = v * at::rsub(f * s, 1.0);
  const at::Tensor t = v * at::rsub(at::rsub(f, 1.0) * s, 1.0);
  // floor(x) mod 6 is an integer in [0, 6) or NaN: compare it as it is
  // (Kornia's long() + clamp(0, 5) changes nothing else).
  hi = hi.masked_fill(hi.isnan(), 0.0);
  // Kornia's table [v,q,p,p,t,v / t,v,v,q,p,p / p,p,t,v,v,q], row by sextant:
  // its five nested where per channel and a stack.
  const at::Tensor m0 = hi == 0, m1 = hi == 1, m2 = hi == 2, m3 = hi == 3, m4 = hi == 4;
  auto pick = [&](const at::Tensor& a0, const at::Tensor& a1, const at::Tensor& a2,
                  const at::Tensor& a3, const at::Tensor& a4, const at::Tensor& a5) {
    return at::where(
        m0, a0, at::where(m1, a1, at::where(m2, a2, at::where(m3, a3, at::where(m4, a4, a5)))));
  };
  return at::stack({pick(v, q, p, p, t, v), pick(t, v, v, q, p, p), pick(p, p, t, v, v, q)}, -3);
}

}  // namespace detail

namespace hsv_to_rgb_internal {

// kornia_cpp::_hsv_to_rgb's CPU kernel: the native one on float32
// (ops/native), the composite form on the other dtypes (a traced graph replays
// the operator on whatever it is given).
at::Tensor Cpu(const at::Tensor& image) {
  return image.scalar_type() == at::kFloat ? native::detail::HsvToRgbCpu(image)
                                           : detail::HsvToRgbComposite(image);
}

}  // namespace hsv_to_rgb_internal

at::Tensor hsv_to_rgb(const at::Tensor& image) {
  core::CheckImage(hsv_to_rgb_op(), image);
  // float32: one native pass (the composite's where calls alone were half of
  // adjust_hue's time on a float32 batch), the composite form where a
  // gradient is recorded and in CompositeOnly (the reference).
  if (native::EnabledFor(image) && image.scalar_type() == at::kFloat) {
    static const auto op = c10::Dispatcher::singleton()
                               .findSchemaOrThrow("kornia_cpp::_hsv_to_rgb", "")
                               .typed<at::Tensor(const at::Tensor&)>();
    return op.call(image);
  }
  return detail::HsvToRgbComposite(image);
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(hsv_to_rgb, {.kornia = "kornia.color.hsv_to_rgb",
                   .module = {"HsvToRgb", {}, {"image"}},
                   .image = core::ImageSpec{.channels = 3},
                   .overloads = {core::Def("(Tensor image) -> Tensor", &kornia::color::hsv_to_rgb)},
                   .call = [](const at::Tensor& x) { return hsv_to_rgb(x); },
                   .natives = {"_hsv_to_rgb"},
                   .hi = 6.283185307179586});

}  // namespace kornia::color

KC_NATIVE_OPERATOR(_hsv_to_rgb, "(Tensor image) -> Tensor",
                   &kornia::color::hsv_to_rgb_internal::Cpu,
                   &kornia::color::detail::HsvToRgbComposite,
                   {.dtypes = {at::kFloat}, .family = kornia::native::Family::kRgb});
