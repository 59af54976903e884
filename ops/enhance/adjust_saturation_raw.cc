#include "ops/enhance/adjust_saturation_raw.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/cat.h>

#include <vector>

#include "ops/core/check.h"
#include "ops/core/torch_library.h"
#include "ops/enhance/factor.h"

namespace kornia::enhance {

namespace adjust_saturation_raw_internal {

constexpr const char* kOp = "adjust_saturation_raw";

at::Tensor Saturation(const at::Tensor& image, const at::Tensor& factor) {
  const std::vector<at::Tensor> hsv = image.chunk(3, -3);
  return at::cat({hsv[0], core::ClampUnit(hsv[1] * factor), hsv[2]}, -3);
}

}  // namespace adjust_saturation_raw_internal

at::Tensor adjust_saturation_raw(const at::Tensor& image, double factor) {
  using namespace adjust_saturation_raw_internal;
  core::CheckImage(kOp, image, {.channels = 3});
  return Saturation(image, detail::HostFactor(image, factor));
}

at::Tensor adjust_saturation_raw(const at::Tensor& image, const at::Tensor& factor) {
  using namespace adjust_saturation_raw_internal;
  core::CheckImage(kOp, image, {.channels = 3});
  return Saturation(image, detail::TensorFactor(kOp, "factor", image.narrow(-3, 0, 1), factor));
}

}  // namespace kornia::enhance

KC_TORCH_LIBRARY(adjust_saturation_raw, "kornia.enhance.adjust_saturation_raw", m) {
  m.def("adjust_saturation_raw(Tensor image, float factor) -> Tensor",
        static_cast<at::Tensor (*)(const at::Tensor&, double)>(
            &kornia::enhance::adjust_saturation_raw));
  m.def("adjust_saturation_raw.Tensor(Tensor image, Tensor factor) -> Tensor",
        static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&)>(
            &kornia::enhance::adjust_saturation_raw));
}
