#include "ops/enhance/adjust_hue_raw.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/remainder.h>

#include <cmath>
#include <vector>

#include "ops/core/check.h"
#include "ops/core/torch_library.h"
#include "ops/enhance/factor.h"

namespace kornia::enhance {

namespace adjust_hue_raw_internal {

constexpr const char* kOp = "adjust_hue_raw";

at::Tensor Hue(const at::Tensor& image, const at::Tensor& factor) {
  const std::vector<at::Tensor> hsv = image.chunk(3, -3);
  const double turn = 2 * M_PI;
  const at::Tensor h = at::remainder(hsv[0] + factor, turn);
  return at::cat({h.masked_fill(h >= turn, 0.0), hsv[1], hsv[2]}, -3);
}

}  // namespace adjust_hue_raw_internal

at::Tensor adjust_hue_raw(const at::Tensor& image, double factor) {
  using namespace adjust_hue_raw_internal;
  core::CheckImage(kOp, image, {.channels = 3});
  return Hue(image, detail::HostFactor(image, factor));
}

at::Tensor adjust_hue_raw(const at::Tensor& image, const at::Tensor& factor) {
  using namespace adjust_hue_raw_internal;
  core::CheckImage(kOp, image, {.channels = 3});
  return Hue(image, detail::TensorFactor(kOp, "factor", image.narrow(-3, 0, 1), factor));
}

}  // namespace kornia::enhance

KC_TORCH_LIBRARY(adjust_hue_raw, "kornia.enhance.adjust_hue_raw", m) {
  m.def("adjust_hue_raw(Tensor image, float factor) -> Tensor",
        static_cast<at::Tensor (*)(const at::Tensor&, double)>(&kornia::enhance::adjust_hue_raw));
  m.def("adjust_hue_raw.Tensor(Tensor image, Tensor factor) -> Tensor",
        static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&)>(
            &kornia::enhance::adjust_hue_raw));
}
