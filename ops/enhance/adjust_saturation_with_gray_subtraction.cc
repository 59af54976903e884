#include "ops/enhance/adjust_saturation_with_gray_subtraction.h"

#include <ATen/ATen.h>

#include "ops/color/rgb_to_grayscale.h"
#include "ops/core/check.h"
#include "ops/enhance/factor.h"

namespace kornia::enhance {

namespace {

constexpr const char* kOp = "adjust_saturation_with_gray_subtraction";

void Check(const torch::Tensor& image) {
  core::CheckImage(kOp, image);
  KC_CHECK(image.size(-3) == 1 || image.size(-3) == 3, kOp,
           "an image of shape (*, 3, H, W) or (*, 1, H, W)", "shape ", image.sizes());
}

torch::Tensor Saturation(const torch::Tensor& image, const torch::Tensor& factor) {
  if (image.size(-3) == 1) return image.clone();  // a host decision on a shape
  const torch::Tensor gray = color::rgb_to_grayscale(image);
  return core::ClampUnit(at::rsub(factor, 1.0) * gray + factor * image);
}

}  // namespace

torch::Tensor adjust_saturation_with_gray_subtraction(const torch::Tensor& image, double factor) {
  Check(image);
  return Saturation(image, detail::HostFactor(image, factor));
}

torch::Tensor adjust_saturation_with_gray_subtraction(const torch::Tensor& image,
                                                      const torch::Tensor& factor) {
  Check(image);
  return Saturation(image, detail::TensorFactor(kOp, "factor", image, factor));
}

}  // namespace kornia::enhance
