// The enhance package's builder for normalize and denormalize, twins that
// share their signature (data (B, C, *), a per-channel mean and std as
// tensors or host doubles), sweep and errors.
#pragma once

#include <torch/types.h>

#include <functional>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

// The op's tensor form (data, mean, std), and its host form.
using StatisticsFn =
    std::function<torch::Tensor(const torch::Tensor&, const torch::Tensor&, const torch::Tensor&)>;
using HostStatisticsFn = std::function<torch::Tensor(const torch::Tensor&, double, double)>;

// Per floating dtype: every tail and edge width and every value class (one
// shape class) with (C,) statistics; one shape class of (C,) statistics
// replayed across values; every other statistic shape ((), (1,), (1, C),
// (B, C)); the host form (the descriptor's call: mean 0.5, std 0.25);
// (B, C) and (B, C, D, H, W) data; integer data. The claimed dtypes are the
// descriptor's; the errors: data of rank 1, statistics of a wrong shape,
// complex data. The composite check's points of the uint8 kernel: every
// uint8 layout with host statistics on every IEEE path of the sub, div, mul
// and add (a zero and a negative std, NaN, infinities, extremes) and tensor
// statistics of every accepted shape (float64, cast by the op).
OpCase StatisticsOp(const core::OpSpec& op, StatisticsFn tensor, HostStatisticsFn host);

}  // namespace kornia::conformance::cases
