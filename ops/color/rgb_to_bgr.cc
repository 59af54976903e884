#include "ops/color/rgb_to_bgr.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/native/native.h"

namespace kornia::color {

at::Tensor rgb_to_bgr(const at::Tensor& image) {
  core::CheckImage(rgb_to_bgr_op(), image);
  // A contiguous uint8 image: the planes moved by the native kernel (byte for
  // byte the flip).
  if (at::Tensor out = native::detail::PlanesIfNative(image, {2, 1, 0}); out.defined()) return out;
  return image.flip(-3);
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(rgb_to_bgr, {.kornia = "kornia.color.rgb_to_bgr",
                   .module = {"RgbToBgr", {}, {"image"}},
                   .image = core::ImageSpec{.channels = 3, .dtypes = core::ImageDtypes::kAny},
                   .overloads = {core::Def("(Tensor image) -> Tensor", &kornia::color::rgb_to_bgr)},
                   .call = [](const at::Tensor& x) { return rgb_to_bgr(x); },
                   .natives = {"_planes"}});

}  // namespace kornia::color
