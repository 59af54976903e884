#include "ops/color/rgb_to_linear_rgb.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/pow.h>
#include <ATen/ops/where.h>

#include "ops/core/check.h"
#include "ops/core/math.h"
#include "ops/core/torch_library.h"

namespace kornia::color {

at::Tensor rgb_to_linear_rgb(const at::Tensor& image) {
  core::CheckImage("rgb_to_linear_rgb", image, {.channels = 3});
  // The curve through libm's pow for every element (core::ScalarPath): ATen's
  // vector pow rounds otherwise than its scalar tail, so the bits would
  // depend on the layout.
  const at::Tensor curve = core::ScalarPath((image + 0.055).clamp_min(0.0) / 1.055,
                                            [](const at::Tensor& v) { return at::pow(v, 2.4); });
  return at::where(image > 0.04045, curve, image / 12.92);
}

}  // namespace kornia::color

KC_TORCH_LIBRARY(rgb_to_linear_rgb, "kornia.color.rgb_to_linear_rgb", m) {
  m.def("rgb_to_linear_rgb(Tensor image) -> Tensor", &kornia::color::rgb_to_linear_rgb);
}
