#include "ops/color/rgb_to_rgba.h"

#include <ATen/ATen.h>

#include "ops/core/check.h"

namespace kornia::color {
namespace {
constexpr const char* kOp = "rgb_to_rgba";
constexpr core::ImageSpec kSpec = {.channels = 3, .dtypes = core::ImageDtypes::kAny};
}  // namespace

namespace detail {
torch::Tensor AppendAlpha(const char* op, const torch::Tensor& rgb, const torch::Tensor& alpha) {
  std::vector<int64_t> shape = rgb.sizes().vec();
  shape[shape.size() - 3] = 1;
  KC_CHECK(alpha.sizes() == at::IntArrayRef(shape), op,
           c10::str("alpha_val of shape ", at::IntArrayRef(shape)), "shape ", alpha.sizes());
  return at::cat({rgb, alpha.to(rgb.scalar_type())}, -3);
}
}  // namespace detail

torch::Tensor rgb_to_rgba(const torch::Tensor& image, double alpha_val) {
  core::CheckImage(kOp, image, kSpec);
  return at::cat({image, at::full_like(image.narrow(-3, 0, 1), alpha_val)}, -3);
}

torch::Tensor rgb_to_rgba(const torch::Tensor& image, const torch::Tensor& alpha_val) {
  core::CheckImage(kOp, image, kSpec);
  return detail::AppendAlpha(kOp, image, alpha_val);
}

}  // namespace kornia::color
