#include "ops/color/bgr_to_rgba.h"

#include <ATen/ATen.h>

#include "ops/color/rgb_to_rgba.h"
#include "ops/core/check.h"

namespace kornia::color {
namespace {
constexpr const char* kOp = "bgr_to_rgba";
constexpr core::ImageSpec kSpec = {.channels = 3, .dtypes = core::ImageDtypes::kAny};
}  // namespace

torch::Tensor bgr_to_rgba(const torch::Tensor& image, double alpha_val) {
  core::CheckImage(kOp, image, kSpec);
  return rgb_to_rgba(image.flip(-3), alpha_val);
}

torch::Tensor bgr_to_rgba(const torch::Tensor& image, const torch::Tensor& alpha_val) {
  core::CheckImage(kOp, image, kSpec);
  return detail::AppendAlpha(kOp, image.flip(-3), alpha_val);
}

}  // namespace kornia::color
