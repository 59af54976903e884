#include "ops/color/rgb_to_luv.h"

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

at::Tensor rgb_to_luv(const at::Tensor& image, double eps) {
  core::CheckImage(rgb_to_luv_op(), image);
  const at::Tensor xyz = rgb_to_xyz(rgb_to_linear_rgb(detail::WorkingImage(image)));
  const at::Tensor x = xyz.select(-3, 0), y = xyz.select(-3, 1), z = xyz.select(-3, 2);
  constexpr double kThreshold = 0.008856;
  const at::Tensor cbrt = core::ScalarPath(
      y.clamp_min(kThreshold), [](const at::Tensor& v) { return at::pow(v, 1.0 / 3.0); });
  const at::Tensor l = at::where(y > kThreshold, 116.0 * cbrt - 16.0, 903.3 * y);
  const at::Tensor u_p = (4 * x) / (x + 15 * y + 3 * z + eps);
  const at::Tensor v_p = (9 * y) / (x + 15 * y + 3 * z + eps);
  const at::Tensor u = 13 * l * (u_p - detail::kWhiteU);
  const at::Tensor v = 13 * l * (v_p - detail::kWhiteV);
  return at::stack({l, u, v}, -3).to(image.scalar_type());
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(rgb_to_luv, {.kornia = "kornia.color.rgb_to_luv",
                   .module = {"RgbToLuv", {}, {"image"}},
                   .image = core::ImageSpec{.channels = 3},
                   .overloads = {core::Def("(Tensor image, float eps=1e-12) -> Tensor",
                                           &kornia::color::rgb_to_luv)},
                   .call = [](const at::Tensor& x) { return rgb_to_luv(x); }});

}  // namespace kornia::color
