// What the color conversions' sweeps share.
#pragma once

#include <torch/torch.h>

#include "conformance/cases/common.h"

namespace kornia::conformance::cases {

// Every (r, g, b) over a level set with ties, zero, one, tiny and one ulp
// below one: channel ties, zero saturation (grey), black, and the
// near-wrap hues (r max, b just above g).
inline torch::Tensor TiesImage(torch::ScalarType dtype) {
  const torch::Tensor one = torch::ones({1}, dtype);
  const torch::Tensor below_one = StepUlp(one, -1);
  const torch::Tensor levels =
      torch::cat({torch::tensor({0.0, 1e-3, 0.25, 0.5, 0.75, 1.0}).to(dtype), below_one});
  const int64_t n = levels.size(0);
  const torch::Tensor idx = torch::arange(n * n * n);
  const torch::Tensor r = levels.index_select(0, idx.div(n * n, "floor"));
  const torch::Tensor g = levels.index_select(0, idx.div(n, "floor").remainder(n));
  const torch::Tensor b = levels.index_select(0, idx.remainder(n));
  return torch::stack({r, g, b}).view({1, 3, 7, n * n});
}

}  // namespace kornia::conformance::cases
