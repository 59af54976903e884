#include "ops/color/ycbcr.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

namespace kornia::color::detail {

at::Tensor RgbToY(const at::Tensor& r, const at::Tensor& g, const at::Tensor& b) {
  return r * 0.299 + g * 0.587 + b * 0.114;
}

}  // namespace kornia::color::detail
