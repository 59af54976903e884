#include "ops/enhance/adjust_saturation_raw.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/cat.h>

#include <vector>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/enhance/factor.h"

namespace kornia::enhance {

namespace adjust_saturation_raw_internal {

const char* const kOp = adjust_saturation_raw_op().name.c_str();

at::Tensor Saturation(const at::Tensor& image, const at::Tensor& factor) {
  const std::vector<at::Tensor> hsv = image.chunk(3, -3);
  return at::cat({hsv[0], core::ClampUnit(hsv[1] * factor), hsv[2]}, -3);
}

}  // namespace adjust_saturation_raw_internal

at::Tensor adjust_saturation_raw(const at::Tensor& image, double factor) {
  using namespace adjust_saturation_raw_internal;
  core::CheckImage(adjust_saturation_raw_op(), image);
  return Saturation(image, detail::HostFactor(image, factor));
}

at::Tensor adjust_saturation_raw(const at::Tensor& image, const at::Tensor& factor) {
  using namespace adjust_saturation_raw_internal;
  core::CheckImage(adjust_saturation_raw_op(), image);
  return Saturation(image, detail::TensorFactor(kOp, "factor", image.narrow(-3, 0, 1), factor));
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(adjust_saturation_raw,
      {.kornia = "kornia.enhance.adjust_saturation_raw",
       .python = {.float_only = {"factor"}},
       .image = core::ImageSpec{.channels = 3},
       .overloads = {core::Def("(Tensor image, float factor) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, double)>(
                                   &kornia::enhance::adjust_saturation_raw)),
                     core::Def("Tensor", "(Tensor image, Tensor factor) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&)>(
                                   &kornia::enhance::adjust_saturation_raw))},
       .call = [](const at::Tensor& x) { return adjust_saturation_raw(x, 1.5); }});

}  // namespace kornia::enhance
