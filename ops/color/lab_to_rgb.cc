#include "ops/color/lab_to_rgb.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/stack.h>
#include <ATen/ops/where.h>

#include "ops/color/lab.h"
#include "ops/color/linear_rgb_to_rgb.h"
#include "ops/color/xyz_to_rgb.h"
#include "ops/core/check.h"
#include "ops/core/op_registration.h"

namespace kornia::color {

at::Tensor lab_to_rgb(const at::Tensor& image, bool clip) {
  core::CheckImage(lab_to_rgb_op(), image);
  const at::Tensor work = detail::WorkingImage(image);
  const at::Tensor l = work.select(-3, 0), a = work.select(-3, 1), b = work.select(-3, 2);
  const at::Tensor fy = (l + 16.0) / 116.0;
  const at::Tensor fx = (a / 500.0) + fy;
  const at::Tensor fz = (fy - (b / 200.0)).clamp_min(0.0);
  const at::Tensor f = at::stack({fx, fy, fz}, -3);
  const at::Tensor scale = (f - 4.0 / 29.0) / 7.787;
  const at::Tensor t = at::where(f > 0.2068966, detail::Cube(f), scale);
  at::Tensor rgb = linear_rgb_to_rgb(xyz_to_rgb(t * detail::WhiteColumn(work.options())));
  if (clip) rgb = rgb.clamp(0.0, 1.0);
  return rgb.to(image.scalar_type());
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(lab_to_rgb, {.kornia = "kornia.color.lab_to_rgb",
                   .module = {"LabToRgb", {}, {"image", "clip"}},
                   .image = core::ImageSpec{.channels = 3},
                   .overloads = {core::Def("(Tensor image, bool clip=True) -> Tensor",
                                           &kornia::color::lab_to_rgb)},
                   .call = [](const at::Tensor& x) { return lab_to_rgb(x); },
                   .hi = 100.0});

}  // namespace kornia::color
