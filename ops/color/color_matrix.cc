#include "ops/color/color_matrix.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/stack.h>

#include <vector>

#include "ops/core/check.h"

namespace kornia::color::detail {

at::Tensor ApplyColorMatrix(const at::Tensor& image, const ColorMatrix& m) {
  const bool half = core::IsHalfDtype(image.scalar_type());
  const auto c = (half ? image.to(at::kFloat) : image).unbind(-3);
  std::vector<at::Tensor> out;
  for (const auto& row : m) out.push_back(c[0] * row[0] + c[1] * row[1] + c[2] * row[2]);
  const at::Tensor result = at::stack(out, -3);
  return half ? result.to(image.scalar_type()) : result;
}

}  // namespace kornia::color::detail
