// Planted capture guards, in every spelling the rule knows.
#include <torch/torch.h>

torch::Tensor op(const torch::Tensor& x) {
  if (torch::jit::tracer::isTracing()) return x;  // expect: capture-guard
  if (torch::compiler::is_compiling()) return x;  // expect: capture-guard
  bool s = torch::jit::is_scripting(); bool t = IS_TRACING;  // expect: capture-guard, capture-guard
  return x;
}
