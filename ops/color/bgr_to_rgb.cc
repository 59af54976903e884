#include "ops/color/bgr_to_rgb.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/native/native.h"

namespace kornia::color {

at::Tensor bgr_to_rgb(const at::Tensor& image) {
  core::CheckImage(bgr_to_rgb_op(), image);
  // A contiguous uint8 image: the planes moved by the native kernel (byte for
  // byte the flip).
  if (at::Tensor out = native::detail::PlanesIfNative(image, {2, 1, 0}); out.defined()) return out;
  return image.flip(-3);
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(bgr_to_rgb, {.kornia = "kornia.color.bgr_to_rgb",
                   .module = {"BgrToRgb", {}, {"image"}},
                   .image = core::ImageSpec{.channels = 3, .dtypes = core::ImageDtypes::kAny},
                   .overloads = {core::Def("(Tensor image) -> Tensor", &kornia::color::bgr_to_rgb)},
                   .call = [](const at::Tensor& x) { return bgr_to_rgb(x); },
                   .natives = {"_planes"}});

}  // namespace kornia::color
