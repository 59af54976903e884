#include "ops/color/bgr_to_grayscale.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/color/bgr_to_rgb.h"
#include "ops/color/rgb_to_grayscale.h"
#include "ops/core/check.h"
#include "ops/core/torch_library.h"

namespace kornia::color {

at::Tensor bgr_to_grayscale(const at::Tensor& image) {
  core::CheckImage("bgr_to_grayscale", image,
                   {.channels = 3, .dtypes = core::ImageDtypes::kFloatingOrUint8});
  return rgb_to_grayscale(bgr_to_rgb(image));
}

}  // namespace kornia::color

KC_TORCH_LIBRARY(bgr_to_grayscale, "kornia.color.bgr_to_grayscale", m) {
  m.def("bgr_to_grayscale(Tensor image) -> Tensor", &kornia::color::bgr_to_grayscale);
}
