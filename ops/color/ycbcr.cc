#include "ops/color/ycbcr.h"

namespace kornia::color::detail {

torch::Tensor RgbToY(const torch::Tensor& r, const torch::Tensor& g, const torch::Tensor& b) {
  return r * 0.299 + g * 0.587 + b * 0.114;
}

}  // namespace kornia::color::detail
