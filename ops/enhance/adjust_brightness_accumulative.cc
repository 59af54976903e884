#include "ops/enhance/adjust_brightness_accumulative.h"

#include <ATen/ATen.h>

#include "ops/core/check.h"
#include "ops/enhance/factor.h"

namespace kornia::enhance {

namespace {

constexpr const char* kOp = "adjust_brightness_accumulative";

torch::Tensor Accumulative(const torch::Tensor& image, const torch::Tensor& factor, bool clip) {
  const torch::Tensor out = image * factor;
  return clip ? core::ClampUnit(out) : out;
}

}  // namespace

torch::Tensor adjust_brightness_accumulative(const torch::Tensor& image, double factor,
                                             bool clip_output) {
  core::CheckImage(kOp, image);
  return Accumulative(image, detail::HostFactor(image, factor), clip_output);
}

torch::Tensor adjust_brightness_accumulative(const torch::Tensor& image,
                                             const torch::Tensor& factor, bool clip_output) {
  core::CheckImage(kOp, image);
  return Accumulative(image, detail::TensorFactor(kOp, "factor", image, factor), clip_output);
}

}  // namespace kornia::enhance
