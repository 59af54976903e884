#include "ops/losses/ignore_mask.h"

#include <ATen/ATen.h>

namespace kornia::losses {

MaskedTarget MaskIgnorePixels(const torch::Tensor& target, std::optional<int64_t> ignore_index) {
  if (!ignore_index) return {target, std::nullopt};  // a host argument, not a tensor value
  const torch::Tensor mask = target != *ignore_index;
  return {at::where(mask, target, at::zeros({1}, target.options())), mask};
}

}  // namespace kornia::losses
