#include "ops/color/bgr_to_grayscale.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/color/bgr_to_rgb.h"
#include "ops/color/rgb_to_grayscale.h"
#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/native/native.h"

namespace kornia::color {

at::Tensor bgr_to_grayscale(const at::Tensor& image) {
  core::CheckImage(bgr_to_grayscale_op(), image);
  // The native kernel weighs the channels in place (ops/native): byte for
  // byte the composite, which swaps them first.
  if (image.scalar_type() == at::kByte && image.is_contiguous() && native::Enabled())
    return native::detail::GrayUint8(
        image,
        {detail::kGrayWeightsUint8[2], detail::kGrayWeightsUint8[1], detail::kGrayWeightsUint8[0]});
  return rgb_to_grayscale(bgr_to_rgb(image));
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(bgr_to_grayscale,
      {.kornia = "kornia.color.bgr_to_grayscale",
       .module = {"BgrToGrayscale", {}, {"image"}},
       .image = core::ImageSpec{.channels = 3, .dtypes = core::ImageDtypes::kFloatingOrUint8},
       .overloads = {core::Def("(Tensor image) -> Tensor", &kornia::color::bgr_to_grayscale)},
       .call = [](const at::Tensor& x) { return bgr_to_grayscale(x); },
       .natives = {"_gray_uint8"}});

}  // namespace kornia::color
