#include "ops/color/grayscale_to_rgb.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/native/native.h"

namespace kornia::color {

at::Tensor grayscale_to_rgb(const at::Tensor& image) {
  core::CheckImage(grayscale_to_rgb_op(), image);
  // A contiguous uint8 image: the plane copied three times by the native
  // kernel.
  if (at::Tensor out = native::detail::PlanesIfNative(image, {0, 0, 0}); out.defined()) return out;
  core::SymShape shape = core::SymSizes(image);
  shape[shape.size() - 3] = 3;
  return image.expand_symint(shape).clone(at::MemoryFormat::Contiguous);
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(grayscale_to_rgb,
      {.kornia = "kornia.color.grayscale_to_rgb",
       .module = {"GrayscaleToRgb", {}, {"image"}},
       .image = core::ImageSpec{.channels = 1, .dtypes = core::ImageDtypes::kAny},
       .overloads = {core::Def("(Tensor image) -> Tensor", &kornia::color::grayscale_to_rgb)},
       .call = [](const at::Tensor& x) { return grayscale_to_rgb(x); },
       .natives = {"_planes"}});

}  // namespace kornia::color
