#include "ops/color/luv_to_rgb.h"

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

at::Tensor luv_to_rgb(const at::Tensor& image, double eps) {
  core::CheckImage(luv_to_rgb_op(), image);
  const at::Tensor work = detail::WorkingImage(image);
  const at::Tensor l = work.select(-3, 0), u = work.select(-3, 1), v = work.select(-3, 2);
  const at::Tensor y = at::where(l > 7.999625, detail::Cube((l + 16) / 116), l / 903.3);
  const at::Tensor a = u / (13 * l + eps) + detail::kWhiteU;
  const at::Tensor d = v / (13 * l + eps) + detail::kWhiteV;
  const at::Tensor c = 3 * y * (5 * d - 3);
  const at::Tensor z = ((a - 4) * c - 15 * a * d * y) / (12 * d + eps);
  // Kornia's -(...) as a multiply by -1 (the same bits): the TensorExpr
  // fuser computes a negation as 0 - t, which turns -0 into +0.
  const at::Tensor x = (c / (d + eps) + 3.0 * z) * -1.0;
  return linear_rgb_to_rgb(xyz_to_rgb(at::stack({x, y, z}, -3))).to(image.scalar_type());
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(luv_to_rgb, {.kornia = "kornia.color.luv_to_rgb",
                   .module = {"LuvToRgb", {}, {"image"}},
                   .image = core::ImageSpec{.channels = 3},
                   .overloads = {core::Def("(Tensor image, float eps=1e-12) -> Tensor",
                                           &kornia::color::luv_to_rgb)},
                   .call = [](const at::Tensor& x) { return luv_to_rgb(x); },
                   .hi = 100.0});

}  // namespace kornia::color
