#include "ops/enhance/adjust_saturation.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/ones_like.h>
#include <ATen/ops/where.h>

#include "ops/color/hsv_to_rgb.h"
#include "ops/color/rgb_to_hsv.h"
#include "ops/core/check.h"
#include "ops/core/torch_library.h"
#include "ops/enhance/adjust_saturation_raw.h"
#include "ops/enhance/factor.h"

namespace kornia::enhance {
namespace adjust_saturation_internal {

constexpr const char* kOp = "adjust_saturation";

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

}  // namespace adjust_saturation_internal

at::Tensor adjust_saturation(const at::Tensor& image, double factor) {
  using namespace adjust_saturation_internal;
  core::CheckImage(kOp, image, {.channels = 3});
  if (HsvPath(image))
    return color::hsv_to_rgb(adjust_saturation_raw(color::rgb_to_hsv(image), factor));
  return Direct(image, detail::HostFactor(image, factor));
}

at::Tensor adjust_saturation(const at::Tensor& image, const at::Tensor& factor) {
  using namespace adjust_saturation_internal;
  core::CheckImage(kOp, image, {.channels = 3});
  if (HsvPath(image)) {
    // adjust_saturation_raw checks factor against the saturation channel's
    // shape, the same (*, 1, H, W) as here; checked first so that the
    // message names this op.
    detail::TensorFactor(kOp, "factor", image.narrow(-3, 0, 1), factor);
    return color::hsv_to_rgb(adjust_saturation_raw(color::rgb_to_hsv(image), factor));
  }
  return Direct(image, detail::TensorFactor(kOp, "factor", image.narrow(-3, 0, 1), factor));
}

}  // namespace kornia::enhance

KC_TORCH_LIBRARY(adjust_saturation, "kornia.enhance.adjust_saturation", m) {
  m.def(
      "adjust_saturation(Tensor image, float factor) -> Tensor",
      static_cast<at::Tensor (*)(const at::Tensor&, double)>(&kornia::enhance::adjust_saturation));
  m.def("adjust_saturation.Tensor(Tensor image, Tensor factor) -> Tensor",
        static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&)>(
            &kornia::enhance::adjust_saturation));
}
