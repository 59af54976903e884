// Suppressions: with a reason they silence one rule on their line or the next;
// without one they are findings themselves.
#include <torch/torch.h>

torch::Tensor op(const torch::Tensor& x) {
  // lint: allow(dynamic-shape) the output is a host-side report, never traced
  auto idx = x.nonzero();
  auto v = x.sum().item<float>();  // lint: allow(host-readback) debug print only
  auto w = x.max().item<float>();  // lint: allow(dynamic-shape) wrong rule: still fires  // expect: host-readback
  return x * v * w;
}
