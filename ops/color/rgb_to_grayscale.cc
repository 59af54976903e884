#include "ops/color/rgb_to_grayscale.h"

#include <ATen/ATen.h>

#include "ops/core/check.h"

namespace kornia::color {

torch::Tensor rgb_to_grayscale(const torch::Tensor& image,
                               const std::optional<torch::Tensor>& rgb_weights) {
  constexpr const char* kOp = "rgb_to_grayscale";
  core::CheckImage(kOp, image, {.channels = 3, .dtypes = core::ImageDtypes::kFloatingOrUint8});
  const bool uint8 = image.scalar_type() == torch::kByte;
  const auto channels = image.unbind(-3);
  if (uint8) {
    KC_CHECK(!rgb_weights, kOp, "the default weights for a uint8 image",
             "explicit rgb_weights (they would truncate in uint8)");
    const torch::Tensor acc = channels[0].to(torch::kInt) * 9798 +
                              channels[1].to(torch::kInt) * 19235 +
                              channels[2].to(torch::kInt) * 3735;
    return at::floor_divide(acc + 16384, 32768).to(torch::kByte).unsqueeze(-3);
  }
  torch::Tensor weights;
  if (rgb_weights) {
    KC_CHECK(rgb_weights->dim() == 1 && rgb_weights->size(0) == 3, kOp, "rgb_weights of shape (3,)",
             "shape ", rgb_weights->sizes());
    weights = rgb_weights->to(image.options());
  } else {
    // Rounded from the same doubles as Kornia's literal.
    weights = torch::tensor({0.299, 0.587, 0.114}, image.options().dtype(torch::kDouble))
                  .to(image.scalar_type());
  }
  const auto w = weights.unbind();
  torch::Tensor out = channels[0] * w[0];
  out = at::addcmul(out, channels[1], w[1]);
  out = at::addcmul(out, channels[2], w[2]);
  return out.unsqueeze(-3);
}

}  // namespace kornia::color
