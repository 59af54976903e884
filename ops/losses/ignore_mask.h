// Ignore-pixel masking shared by the losses (Kornia 0.9
// `kornia.losses._utils.mask_ignore_pixels`), branchless: there is no
// "nothing ignored" early exit (that would read a tensor on the host); when no
// pixel is ignored the mask is all true and masking is a no-op.
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <optional>

namespace kornia::losses {

struct MaskedTarget {
  at::Tensor target;               // ignored labels replaced by class 0
  std::optional<at::Tensor> mask;  // bool, true where valid; none if no ignore_index
};

MaskedTarget MaskIgnorePixels(const at::Tensor& target, std::optional<int64_t> ignore_index);

}  // namespace kornia::losses
