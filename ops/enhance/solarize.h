// solarize()
//
// Adds `additions` (if given) to the whole image, clamps to [0, 1], then
// inverts every value at or above `thresholds` about one: x < t ? x : 1 - x
// (Kornia 0.9 `kornia.enhance.solarize`). NaN compares false, so it is
// inverted (1 - NaN = NaN).
// Shape:     (*, C, H, W) or (H, W) -> same; thresholds/additions are host
//            doubles or tensors of shape () or (B,) with B = image.size(0)
//            (H for an (H, W) image, as Kornia's view)
// Dtypes:    float16, bfloat16, float32, float64 (tensor arguments are cast to
//            the image dtype), or uint8 (levels.h: the float32 op on x / 255,
//            rounded back to levels, applied as a table by the native kernel)
// Errors:    an image neither floating nor uint8; fewer than 2 dims; a host `additions`
//            outside [-0.5, 0.5]; a thresholds/additions tensor of another
//            shape. An `additions` tensor outside [-0.5, 0.5] is a value check
//            that stays in the graph (AssertInGraph).
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <optional>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& solarize_op();

at::Tensor solarize(const at::Tensor& image, double thresholds = 0.5,
                    std::optional<double> additions = std::nullopt);
at::Tensor solarize(const at::Tensor& image, const at::Tensor& thresholds,
                    const std::optional<at::Tensor>& additions = std::nullopt);

}  // namespace kornia::enhance
