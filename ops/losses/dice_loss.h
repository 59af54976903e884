// dice_loss()
//
// Sorensen-Dice loss of logits against class labels (Kornia 0.9
// `kornia.losses.dice_loss`, its one-hot path): softmax over classes, one-hot
// target, pixels labelled `ignore_index` removed from both sums through the
// shared MaskIgnorePixels helper. 'micro': one Dice per sample over classes
// and pixels, weight scaling class terms; 'macro': mean of per-class Dice over
// the classes present in the sample's non-ignored target, weighted. eps is
// added to the denominator only; a sample with nothing left (all ignored, or
// all present classes weighted 0) counts as loss 1. Half-precision sums run in
// float32. Returns the batch mean.
// Shape:     pred (B, C, H, W), target (B, H, W), weight (C,) -> ()
// Dtypes:    pred float16, bfloat16, float32, float64; target int64; weight
//            floating; result promote(pred, weight)
// Errors:    pred not 4-D; target shape not (B, H, W); a non-floating pred; a
//            non-int64 target; average not micro/macro; weight not (C,). A
//            target label outside [0, C) that is not ignore_index is a value
//            check in the graph (AssertInGraph).
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <optional>
#include <string>

#include "ops/core/op_spec.h"

namespace kornia::losses {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& dice_loss_op();

at::Tensor dice_loss(const at::Tensor& pred, const at::Tensor& target,
                     const std::string& average = "micro", double eps = 1e-8,
                     const std::optional<at::Tensor>& weight = std::nullopt,
                     std::optional<int64_t> ignore_index = -100);

}  // namespace kornia::losses
