#include "ops/enhance/invert.h"

#include <ATen/ATen.h>

#include "ops/core/check.h"
#include "ops/enhance/factor.h"

namespace kornia::enhance {

torch::Tensor invert(const torch::Tensor& image, const std::optional<torch::Tensor>& max_val) {
  constexpr const char* kOp = "invert";
  core::CheckImage(kOp, image, {.dtypes = core::ImageDtypes::kFloatingOrUint8});
  const torch::Tensor top =
      max_val ? detail::Broadcastable(kOp, "max_val", image, *max_val)
              : at::scalar_tensor(image.scalar_type() == at::kByte ? 255 : 1, image.options());
  return top - image;
}

}  // namespace kornia::enhance
