#include "ops/color/lab.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/constant.h"

namespace kornia::color::detail {

at::Tensor WhiteColumn(const at::TensorOptions& options) {
  return core::Constant({kWhite[0], kWhite[1], kWhite[2]}, options).view({3, 1, 1});
}

at::Tensor WorkingImage(const at::Tensor& image) {
  const at::ScalarType dtype = image.scalar_type();
  return dtype == at::kHalf || dtype == at::kBFloat16 ? image.to(at::kFloat) : image;
}

at::Tensor Cube(const at::Tensor& t) { return t * t * t; }

}  // namespace kornia::color::detail
