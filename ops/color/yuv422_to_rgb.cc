#include "ops/color/yuv422_to_rgb.h"

#include <ATen/core/Tensor.h>
#include <ATen/ops/cat.h>

#include "ops/color/yuv.h"
#include "ops/color/yuv_to_rgb.h"
#include "ops/core/torch_library.h"

namespace kornia::color {

at::Tensor yuv422_to_rgb(const at::Tensor& imagey, const at::Tensor& imageuv) {
  detail::CheckPlanes("yuv422_to_rgb", imagey, imageuv, /*halve_height=*/false);
  return yuv_to_rgb(at::cat({imagey, detail::RepeatTwice(imageuv, -1)}, -3));
}

}  // namespace kornia::color

KC_TORCH_LIBRARY(yuv422_to_rgb, "kornia.color.yuv422_to_rgb", m) {
  m.def("yuv422_to_rgb(Tensor imagey, Tensor imageuv) -> Tensor", &kornia::color::yuv422_to_rgb);
}
