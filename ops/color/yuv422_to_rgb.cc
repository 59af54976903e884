#include "ops/color/yuv422_to_rgb.h"

#include <ATen/core/Tensor.h>
#include <ATen/ops/cat.h>

#include "ops/color/yuv.h"
#include "ops/color/yuv_to_rgb.h"
#include "ops/core/op_registration.h"

namespace kornia::color {

at::Tensor yuv422_to_rgb(const at::Tensor& imagey, const at::Tensor& imageuv) {
  detail::CheckPlanes(yuv422_to_rgb_op(), imagey, imageuv, /*halve_height=*/false);
  return yuv_to_rgb(at::cat({imagey, detail::RepeatTwice(imageuv, -1)}, -3));
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(yuv422_to_rgb, {.kornia = "kornia.color.yuv422_to_rgb",
                      .module = {"Yuv422ToRgb", {}, {"inputy:imagey", "inputuv:imageuv"}},
                      .image = core::ImageSpec{.noun = "imagey", .channels = 1},
                      .overloads = {core::Def("(Tensor imagey, Tensor imageuv) -> Tensor",
                                              &kornia::color::yuv422_to_rgb)}});

}  // namespace kornia::color
