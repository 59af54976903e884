// The case of an op that appends an alpha channel (rgb_to_rgba, bgr_to_rgba):
// the twin ops' shared builder.
#pragma once

#include <torch/types.h>

#include <functional>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

// The op with a host double alpha, and with a (*, 1, H, W) alpha tensor.
using AlphaHost = std::function<torch::Tensor(const torch::Tensor&, double)>;
using AlphaTensor = std::function<torch::Tensor(const torch::Tensor&, const torch::Tensor&)>;

// ColorOp on any dtype at alpha 1 (the descriptor's call; Kornia's call with
// alpha_val = 1.0), plus integer images, a host alpha of 0.25, alpha tensors
// as a graph input (two per class, so the graph traced on one replays on the
// other; a batched input) and the error for an alpha tensor of the wrong
// shape.
OpCase AlphaOp(const core::OpSpec& op, AlphaHost host, AlphaTensor tensor);

}  // namespace kornia::conformance::cases
