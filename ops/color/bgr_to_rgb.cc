#include "ops/color/bgr_to_rgb.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/torch_library.h"
#include "ops/native/native.h"

namespace kornia::color {

at::Tensor bgr_to_rgb(const at::Tensor& image) {
  core::CheckImage("bgr_to_rgb", image, {.channels = 3, .dtypes = core::ImageDtypes::kAny});
  // A contiguous uint8 image: the planes moved by the native kernel (byte for
  // byte the flip).
  if (at::Tensor out = native::detail::PlanesIfNative(image, {2, 1, 0}); out.defined()) return out;
  return image.flip(-3);
}

}  // namespace kornia::color

KC_TORCH_LIBRARY(bgr_to_rgb, "kornia.color.bgr_to_rgb", m) {
  m.def("bgr_to_rgb(Tensor image) -> Tensor", &kornia::color::bgr_to_rgb);
}
