#include "ops/color/hsv_to_rgb.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/core/grad_mode.h>
#include <ATen/ops/floor.h>
#include <ATen/ops/remainder.h>

#include <cmath>

#include "ops/core/check.h"
#include "ops/core/torch_library.h"
#include "ops/native/native.h"

namespace kornia::color {

at::Tensor hsv_to_rgb(const at::Tensor& image) {
  core::CheckImage("hsv_to_rgb", image, {.channels = 3});
  const auto hsv = image.unbind(-3);
  const at::Tensor h = hsv[0] / (2.0 * M_PI);
  const at::Tensor& s = hsv[1];
  const at::Tensor& v = hsv[2];
  at::Tensor hi = at::remainder(at::floor(h * 6.0), 6.0);
  const at::Tensor f = at::remainder(h * 6.0, 6.0) - hi;
  const at::Tensor p = v * (1.0 - s);
  const at::Tensor q = v * (1.0 - f * s);
  const at::Tensor t = v * (1.0 - (1.0 - f) * s);
  // floor(x) mod 6 is an integer in [0, 6) or NaN: compare it as it is
  // (Kornia's long() + clamp(0, 5) changes nothing else).
  hi = hi.masked_fill(hi.isnan(), 0.0);
  // Kornia's table [v,q,p,p,t,v / t,v,v,q,p,p / p,p,t,v,v,q], row by sextant:
  // its five nested where per channel and a stack, or on float32 the native
  // operator that selects the same bytes in one pass (15 where calls were
  // half of adjust_hue's time on a float32 batch). The composite form when a
  // gradient is recorded: the operator has no derivative of its own.
  const bool grad = at::GradMode::is_enabled() && image.requires_grad();
  if (native::Enabled() && image.scalar_type() == at::kFloat && !grad)
    return native::detail::SextantPick(hi, v, p, q, t);
  return native::detail::SextantPickComposite(hi, v, p, q, t);
}

}  // namespace kornia::color

KC_TORCH_LIBRARY(hsv_to_rgb, "kornia.color.hsv_to_rgb", m) {
  m.def("hsv_to_rgb(Tensor image) -> Tensor", &kornia::color::hsv_to_rgb);
}
