#include "ops/color/rgba_to_rgb.h"

#include <ATen/ATen.h>
#include <ATen/ExpandUtils.h>

#include "ops/core/check.h"

namespace kornia::color {

torch::Tensor rgba_to_rgb(const torch::Tensor& image,
                          const std::optional<torch::Tensor>& background_color) {
  constexpr const char* kOp = "rgba_to_rgb";
  core::CheckImage(kOp, image, {.channels = 4});
  const torch::Tensor rgb = image.narrow(-3, 0, 3);
  const torch::Tensor alpha = image.narrow(-3, 3, 1);
  torch::Tensor background;
  if (background_color) {
    const torch::Tensor& bg = *background_color;
    KC_CHECK(
        bg.dim() >= 3 && bg.size(-3) == 3 && at::is_expandable_to(bg.sizes(), rgb.sizes()), kOp,
        c10::str("background_color with 3 channels in dim -3 that broadcasts to ", rgb.sizes()),
        "shape ", bg.sizes());
    background = bg.to(image.scalar_type());
  } else {
    background = at::ones_like(rgb);
  }
  return rgb * alpha + background * (1.0 - alpha);
}

}  // namespace kornia::color
