#include "ops/color/rgb255_to_rgb.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/torch_library.h"

namespace kornia::color {

at::Tensor rgb255_to_rgb(const at::Tensor& image) {
  core::CheckImage("rgb255_to_rgb", image, {.channels = 3});
  return image / 255.0;
}

}  // namespace kornia::color

KC_TORCH_LIBRARY(rgb255_to_rgb, "kornia.color.rgb255_to_rgb", m) {
  m.def("rgb255_to_rgb(Tensor image) -> Tensor", &kornia::color::rgb255_to_rgb);
}
