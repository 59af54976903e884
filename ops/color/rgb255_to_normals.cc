#include "ops/color/rgb255_to_normals.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/math.h"
#include "ops/core/op_registration.h"

namespace kornia::color {

at::Tensor rgb255_to_normals(const at::Tensor& image) {
  core::CheckImage(rgb255_to_normals_op(), image);
  const bool half = core::IsHalfDtype(image.scalar_type());
  const at::Tensor x = half || image.scalar_type() == at::kByte ? image.to(at::kFloat) : image;
  const at::Tensor v = x / 255.0 * 2.0 - 1.0;
  const at::Tensor r = v.narrow(-3, 0, 1), g = v.narrow(-3, 1, 1), b = v.narrow(-3, 2, 1);
  const at::Tensor norm = core::Sqrt(r * r + g * g + b * b);
  const at::Tensor out = v / norm.clamp_min(1e-12);
  return half ? out.to(image.scalar_type()) : out;
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(rgb255_to_normals,
      {.kornia = "kornia.color.rgb255_to_normals",
       .module = {"Rgb255ToNormals", {}, {"image"}},
       .image = core::ImageSpec{.channels = 3, .dtypes = core::ImageDtypes::kFloatingOrUint8},
       .overloads = {core::Def("(Tensor image) -> Tensor", &kornia::color::rgb255_to_normals)},
       .call = [](const at::Tensor& x) { return rgb255_to_normals(x); },
       .hi = 255.0});

}  // namespace kornia::color
