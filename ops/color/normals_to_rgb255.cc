#include "ops/color/normals_to_rgb255.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"

namespace kornia::color {

at::Tensor normals_to_rgb255(const at::Tensor& image) {
  core::CheckImage(normals_to_rgb255_op(), image);
  return core::ClampUnit((image + 1.0) * 0.5) * 255;
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(normals_to_rgb255,
      {.kornia = "kornia.color.normals_to_rgb255",
       .module = {"NormalsToRgb255", {}, {"image"}},
       .image = core::ImageSpec{.channels = 3},
       .overloads = {core::Def("(Tensor image) -> Tensor", &kornia::color::normals_to_rgb255)},
       .call = [](const at::Tensor& x) { return normals_to_rgb255(x); },
       .lo = -1.0,
       .hi = 1.0});

}  // namespace kornia::color
