#include "ops/color/normals_to_rgb255.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/torch_library.h"

namespace kornia::color {

at::Tensor normals_to_rgb255(const at::Tensor& image) {
  core::CheckImage("normals_to_rgb255", image, {.channels = 3});
  return core::ClampUnit((image + 1.0) * 0.5) * 255;
}

}  // namespace kornia::color

KC_TORCH_LIBRARY(normals_to_rgb255, "kornia.color.normals_to_rgb255", m) {
  m.def("normals_to_rgb255(Tensor image) -> Tensor", &kornia::color::normals_to_rgb255);
}
