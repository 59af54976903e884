#include "ops/color/sepia.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/stack.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"

namespace kornia::color {

at::Tensor sepia(const at::Tensor& input, bool rescale, double eps) {
  core::CheckImage(sepia_op(), input);
  const auto rgb = input.unbind(-3);
  auto mix = [&](double wr, double wg, double wb) {
    return rgb[0] * wr + rgb[1] * wg + rgb[2] * wb;
  };
  at::Tensor out =
      at::stack({mix(0.393, 0.769, 0.189), mix(0.349, 0.686, 0.168), mix(0.272, 0.534, 0.131)}, -3);
  if (rescale) out = out / (out.amax({-3, -2, -1}, true) + eps);
  return out;
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(sepia,
      {.kornia = "kornia.color.sepia",
       .module = {"Sepia", {"rescale", "eps"}, {"input"}},
       .image = core::ImageSpec{.noun = "an input", .channels = 3},
       .overloads = {core::Def("(Tensor input, bool rescale=True, float eps=1e-06) -> Tensor",
                               &kornia::color::sepia)},
       .call = [](const at::Tensor& x) { return sepia(x); }});

}  // namespace kornia::color
