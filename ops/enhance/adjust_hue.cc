#include "ops/enhance/adjust_hue.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/core/dispatch/Dispatcher.h>

#include "ops/color/hsv_to_rgb.h"
#include "ops/color/rgb_to_hsv.h"
#include "ops/core/check.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/enhance/adjust_hue_raw.h"
#include "ops/enhance/factor.h"
#include "ops/native/native.h"

namespace kornia::enhance {

namespace adjust_hue_internal {

constexpr const char* kOp = "adjust_hue";

// kornia_cpp::_adjust_hue's composite form: shift (P,), one per image of
// image (*, 3, H, W), made a factor of shape (*, 1, 1, 1).
at::Tensor Composite(const at::Tensor& image, const at::Tensor& shift) {
  core::SymShape shape = core::SymSizes(image);
  for (size_t d = shape.size() - 3; d < shape.size(); ++d) shape[d] = 1;
  return color::detail::HsvToRgbComposite(
      adjust_hue_raw(color::detail::RgbToHsvComposite(image, 1e-8), core::Reshape(shift, shape)));
}

// Its CPU kernel: the native fused pass on float32 (ops/native), the
// composite form on the other dtypes (a traced graph replays the operator on
// whatever it is given).
at::Tensor Cpu(const at::Tensor& image, const at::Tensor& shift) {
  return image.scalar_type() == at::kFloat ? native::detail::AdjustHueCpu(image, shift)
                                           : Composite(image, shift);
}

// float32 and one factor per image (`factor` 0-dim, or padded to the image's
// rank with (1, 1, 1) last): the three steps in one native pass, the factor
// flattened to one value per image (symbolic sizes: a dynamic batch stays
// dynamic). Undefined otherwise: the op then composes its steps
// (each of which may take its own native pass).
at::Tensor Fused(const at::Tensor& image, const at::Tensor& factor) {
  if (!native::EnabledFor(image) || image.scalar_type() != at::kFloat) return {};
  at::Tensor f = factor;
  if (f.dim() > 0) {
    for (int64_t d = 1; d <= 3; ++d)
      if (f.sym_size(-d) != 1) return {};
    f = f.squeeze(-1).squeeze(-1).squeeze(-1);
  }
  core::SymShape images = core::SymSizes(image);
  images.resize(images.size() - 3);
  static const auto op = c10::Dispatcher::singleton()
                             .findSchemaOrThrow("kornia_cpp::_adjust_hue", "")
                             .typed<at::Tensor(const at::Tensor&, const at::Tensor&)>();
  return op.call(image, f.expand_symint(images).reshape({-1}));
}

}  // namespace adjust_hue_internal

// The checks are adjust_hue's own, made first so that messages name this op.
at::Tensor adjust_hue(const at::Tensor& image, double factor) {
  using namespace adjust_hue_internal;
  core::CheckImage(kOp, image, {.channels = 3});
  if (at::Tensor out = Fused(image, detail::HostFactor(image, factor)); out.defined()) return out;
  return color::hsv_to_rgb(adjust_hue_raw(color::rgb_to_hsv(image), factor));
}

at::Tensor adjust_hue(const at::Tensor& image, const at::Tensor& factor) {
  using namespace adjust_hue_internal;
  core::CheckImage(kOp, image, {.channels = 3});
  const at::Tensor f = detail::TensorFactor(kOp, "factor", image.narrow(-3, 0, 1), factor);
  if (at::Tensor out = Fused(image, f); out.defined()) return out;
  return color::hsv_to_rgb(adjust_hue_raw(color::rgb_to_hsv(image), factor));
}

}  // namespace kornia::enhance

KC_TORCH_LIBRARY(adjust_hue, "kornia.enhance.adjust_hue", m) {
  m.def("adjust_hue(Tensor image, float factor) -> Tensor",
        static_cast<at::Tensor (*)(const at::Tensor&, double)>(&kornia::enhance::adjust_hue));
  m.def("adjust_hue.Tensor(Tensor image, Tensor factor) -> Tensor",
        static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&)>(
            &kornia::enhance::adjust_hue));
}

TORCH_LIBRARY_FRAGMENT(kornia_cpp, m) {
  m.def("_adjust_hue(Tensor image, Tensor shift) -> Tensor");
}

TORCH_LIBRARY_IMPL(kornia_cpp, CPU, m) {
  m.impl("_adjust_hue", &kornia::enhance::adjust_hue_internal::Cpu);
}

TORCH_LIBRARY_IMPL(kornia_cpp, CompositeExplicitAutograd, m) {
  m.impl("_adjust_hue", &kornia::enhance::adjust_hue_internal::Composite);
}
