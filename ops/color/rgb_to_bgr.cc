#include "ops/color/rgb_to_bgr.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/torch_library.h"
#include "ops/native/native.h"

namespace kornia::color {

at::Tensor rgb_to_bgr(const at::Tensor& image) {
  core::CheckImage("rgb_to_bgr", image, {.channels = 3, .dtypes = core::ImageDtypes::kAny});
  // A contiguous uint8 image: the planes moved by the native kernel (byte for
  // byte the flip).
  if (at::Tensor out = native::detail::PlanesIfNative(image, {2, 1, 0}); out.defined()) return out;
  return image.flip(-3);
}

}  // namespace kornia::color

KC_TORCH_LIBRARY(rgb_to_bgr, "kornia.color.rgb_to_bgr", m) {
  m.def("rgb_to_bgr(Tensor image) -> Tensor", &kornia::color::rgb_to_bgr);
}
