#include "ops/color/grayscale_to_rgb.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/native/native.h"

namespace kornia::color {

at::Tensor grayscale_to_rgb(const at::Tensor& image) {
  core::CheckImage("grayscale_to_rgb", image, {.channels = 1, .dtypes = core::ImageDtypes::kAny});
  // A contiguous uint8 image: the plane copied three times by the native
  // kernel.
  if (at::Tensor out = native::detail::PlanesIfNative(image, {0, 0, 0}); out.defined()) return out;
  core::SymShape shape = core::SymSizes(image);
  shape[shape.size() - 3] = 3;
  return image.expand_symint(shape).clone(at::MemoryFormat::Contiguous);
}

}  // namespace kornia::color

KC_TORCH_LIBRARY(grayscale_to_rgb, "kornia.color.grayscale_to_rgb", m) {
  m.def("grayscale_to_rgb(Tensor image) -> Tensor", &kornia::color::grayscale_to_rgb);
}
