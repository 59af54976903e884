#include "ops/color/rgb_to_y.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/color/ycbcr.h"
#include "ops/core/check.h"
#include "ops/core/op_registration.h"

namespace kornia::color {

at::Tensor rgb_to_y(const at::Tensor& image) {
  core::CheckImage(rgb_to_y_op(), image);
  return detail::RgbToY(image.narrow(-3, 0, 1), image.narrow(-3, 1, 1), image.narrow(-3, 2, 1));
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(rgb_to_y, {.kornia = "kornia.color.rgb_to_y",
                 .image = core::ImageSpec{.channels = 3},
                 .overloads = {core::Def("(Tensor image) -> Tensor", &kornia::color::rgb_to_y)},
                 .call = [](const at::Tensor& x) { return rgb_to_y(x); }});

}  // namespace kornia::color
