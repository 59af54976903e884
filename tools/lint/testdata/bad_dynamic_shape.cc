// Planted dynamic-shape ops.
#include <torch/torch.h>

torch::Tensor op(const torch::Tensor& x) {
  auto idx = x.nonzero();  // expect: dynamic-shape
  auto sel = torch::masked_select(x, x > 0);  // expect: dynamic-shape
  auto u = std::get<0>(torch::unique_consecutive(x));  // expect: dynamic-shape
  auto valid_mask = x > 0;
  auto picked = x.index({valid_mask});  // expect: dynamic-shape
  return torch::where(valid_mask, x, x * 0);  // the fixed-shape form: fine
}
