#include "ops/enhance/adjust_hue.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/color/hsv_to_rgb.h"
#include "ops/color/rgb_to_hsv.h"
#include "ops/core/check.h"
#include "ops/core/torch_library.h"
#include "ops/enhance/adjust_hue_raw.h"
#include "ops/enhance/factor.h"

namespace kornia::enhance {

// The checks are adjust_hue's own, made first so that messages name this op.
at::Tensor adjust_hue(const at::Tensor& image, double factor) {
  core::CheckImage("adjust_hue", image, {.channels = 3});
  return color::hsv_to_rgb(adjust_hue_raw(color::rgb_to_hsv(image), factor));
}

at::Tensor adjust_hue(const at::Tensor& image, const at::Tensor& factor) {
  core::CheckImage("adjust_hue", image, {.channels = 3});
  detail::TensorFactor("adjust_hue", "factor", image.narrow(-3, 0, 1), factor);
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
