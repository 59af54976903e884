#include "ops/color/rgb_to_lab.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/pow.h>
#include <ATen/ops/stack.h>
#include <ATen/ops/where.h>

#include "ops/color/lab.h"
#include "ops/color/rgb_to_linear_rgb.h"
#include "ops/color/rgb_to_xyz.h"
#include "ops/core/check.h"
#include "ops/core/math.h"
#include "ops/core/op_registration.h"

namespace kornia::color {

at::Tensor rgb_to_lab(const at::Tensor& image) {
  core::CheckImage(rgb_to_lab_op(), image);
  const at::Tensor work = detail::WorkingImage(image);
  const at::Tensor xyz = rgb_to_xyz(rgb_to_linear_rgb(work));
  const at::Tensor normalized = xyz / detail::WhiteColumn(work.options());
  constexpr double kThreshold = 0.008856;
  const at::Tensor power = core::ScalarPath(
      normalized.clamp_min(kThreshold), [](const at::Tensor& v) { return at::pow(v, 1 / 3.0); });
  const at::Tensor scale = 7.787 * normalized + 4.0 / 29.0;
  const at::Tensor f = at::where(normalized > kThreshold, power, scale);
  const at::Tensor x = f.select(-3, 0), y = f.select(-3, 1), z = f.select(-3, 2);
  const at::Tensor lab = at::stack({116.0 * y - 16.0, 500.0 * (x - y), 200.0 * (y - z)}, -3);
  return lab.to(image.scalar_type());
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(rgb_to_lab, {.kornia = "kornia.color.rgb_to_lab",
                   .module = {"RgbToLab", {}, {"image"}},
                   .image = core::ImageSpec{.channels = 3},
                   .overloads = {core::Def("(Tensor image) -> Tensor", &kornia::color::rgb_to_lab)},
                   .call = [](const at::Tensor& x) { return rgb_to_lab(x); }});

}  // namespace kornia::color
