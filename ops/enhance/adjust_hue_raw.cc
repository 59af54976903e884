#include "ops/enhance/adjust_hue_raw.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/remainder.h>

#include <cmath>
#include <vector>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/enhance/factor.h"

namespace kornia::enhance {

namespace adjust_hue_raw_internal {

const char* const kOp = adjust_hue_raw_op().name.c_str();

at::Tensor Hue(const at::Tensor& image, const at::Tensor& factor) {
  const std::vector<at::Tensor> hsv = image.chunk(3, -3);
  const double turn = 2 * M_PI;
  const at::Tensor h = at::remainder(hsv[0] + factor, turn);
  return at::cat({h.masked_fill(h >= turn, 0.0), hsv[1], hsv[2]}, -3);
}

}  // namespace adjust_hue_raw_internal

at::Tensor adjust_hue_raw(const at::Tensor& image, double factor) {
  using namespace adjust_hue_raw_internal;
  core::CheckImage(adjust_hue_raw_op(), image);
  return Hue(image, detail::HostFactor(image, factor));
}

at::Tensor adjust_hue_raw(const at::Tensor& image, const at::Tensor& factor) {
  using namespace adjust_hue_raw_internal;
  core::CheckImage(adjust_hue_raw_op(), image);
  return Hue(image, detail::TensorFactor(kOp, "factor", image.narrow(-3, 0, 1), factor));
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(adjust_hue_raw,
      {.kornia = "kornia.enhance.adjust_hue_raw",
       .python = {.float_only = {"factor"}},
       .image = core::ImageSpec{.channels = 3},
       .overloads = {core::Def("(Tensor image, float factor) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, double)>(
                                   &kornia::enhance::adjust_hue_raw)),
                     core::Def("Tensor", "(Tensor image, Tensor factor) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&)>(
                                   &kornia::enhance::adjust_hue_raw))},
       .call = [](const at::Tensor& x) { return adjust_hue_raw(x, 1.0); }});

}  // namespace kornia::enhance
