#include "ops/color/rgb_to_rgb255.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/torch_library.h"

namespace kornia::color {

at::Tensor rgb_to_rgb255(const at::Tensor& image) {
  core::CheckImage("rgb_to_rgb255", image, {.channels = 3});
  return (image * 255).clamp(0.0, 255.0);
}

}  // namespace kornia::color

KC_TORCH_LIBRARY(rgb_to_rgb255, "kornia.color.rgb_to_rgb255", m) {
  m.def("rgb_to_rgb255(Tensor image) -> Tensor", &kornia::color::rgb_to_rgb255);
}
