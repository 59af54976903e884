#include "ops/color/rgb255_to_normals.h"

#include <ATen/ATen.h>

#include "ops/core/check.h"

namespace kornia::color {

torch::Tensor rgb255_to_normals(const torch::Tensor& image) {
  core::CheckImage("rgb255_to_normals", image,
                   {.channels = 3, .dtypes = core::ImageDtypes::kFloatingOrUint8});
  const bool half = core::IsHalfDtype(image.scalar_type());
  const torch::Tensor x = half || image.scalar_type() == at::kByte ? image.to(at::kFloat) : image;
  const torch::Tensor v = x / 255.0 * 2.0 - 1.0;
  const torch::Tensor r = v.narrow(-3, 0, 1), g = v.narrow(-3, 1, 1), b = v.narrow(-3, 2, 1);
  const torch::Tensor norm = (r * r + g * g + b * b).sqrt();
  const torch::Tensor out = v / norm.clamp_min(1e-12);
  return half ? out.to(image.scalar_type()) : out;
}

}  // namespace kornia::color
