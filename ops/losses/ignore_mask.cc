#include "ops/losses/ignore_mask.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/where.h>
#include <ATen/ops/zeros.h>

namespace kornia::losses {

MaskedTarget MaskIgnorePixels(const at::Tensor& target, std::optional<int64_t> ignore_index) {
  if (!ignore_index) return {target, std::nullopt};  // a host argument, not a tensor value
  const at::Tensor mask = target != *ignore_index;
  return {at::where(mask, target, at::zeros({1}, target.options())), mask};
}

}  // namespace kornia::losses
