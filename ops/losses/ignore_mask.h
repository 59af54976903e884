// Ignore-pixel masking shared by the losses (Kornia 0.9
// `kornia.losses._utils.mask_ignore_pixels`), branchless: there is no
// "nothing ignored" early exit (that would read a tensor on the host); when no
// pixel is ignored the mask is all true and masking is a no-op.
#pragma once

#include <torch/types.h>

#include <cstdint>
#include <optional>

namespace kornia::losses {

struct MaskedTarget {
  torch::Tensor target;               // ignored labels replaced by class 0
  std::optional<torch::Tensor> mask;  // bool, true where valid; none if no ignore_index
};

MaskedTarget MaskIgnorePixels(const torch::Tensor& target, std::optional<int64_t> ignore_index);

}  // namespace kornia::losses
