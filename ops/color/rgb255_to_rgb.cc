#include "ops/color/rgb255_to_rgb.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"

namespace kornia::color {

at::Tensor rgb255_to_rgb(const at::Tensor& image) {
  core::CheckImage("rgb255_to_rgb", image, {.channels = 3});
  return image / 255.0;
}

}  // namespace kornia::color
