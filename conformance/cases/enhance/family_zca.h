// The enhance package's builder for zca_mean and zca_whiten, twins that
// share their sweep and their errors (zca_whiten fits with zca_mean).
//
// The points hold their samples along dim 1 (or -1): dim 0 is a feature
// axis, so the layout check's narrowed batches (0 and 1 along dim 0) are
// fewer features, which the fit takes, not fewer samples, which it refuses.
// Neither op preserves a batch (the fit couples every feature).
#pragma once

#include <torch/types.h>

#include <functional>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

struct ZcaArgs {
  int64_t dim = 1;
  bool unbiased = true;
  double eps = 1e-6;
  bool return_inverse = false;  // zca_mean only
};

using ZcaCall = std::function<torch::Tensor(const torch::Tensor&, const ZcaArgs&)>;

// Per floating dtype: (F, N) data at a few sizes (N = 2, the fewest the
// unbiased covariance takes; rank-deficient N < F), Kornia's docstring shape
// (3, 20, 2, 2), a constant feature (a zero singular value: 1 / sqrt(eps)),
// duplicated features, offset and scaled data, the biased covariance down to
// one sample, eps 0 and 0.1, dim -1; zca_mean (`fit`) with and without the
// inverse. A float32 (16, 4096) point for the threads check.
OpCase ZcaOp(const core::OpSpec& op, ZcaCall call, bool fit);

}  // namespace kornia::conformance::cases
