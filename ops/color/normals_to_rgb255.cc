#include "ops/color/normals_to_rgb255.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"

namespace kornia::color {

at::Tensor normals_to_rgb255(const at::Tensor& image) {
  core::CheckImage("normals_to_rgb255", image, {.channels = 3});
  return core::ClampUnit((image + 1.0) * 0.5) * 255;
}

}  // namespace kornia::color
