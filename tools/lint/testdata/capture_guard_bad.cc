// A planted capture guard in every spelling the rule knows.
#include <torch/torch.h>

torch::Tensor op(const torch::Tensor& x) {
  if (torch::jit::tracer::isTracing()) return x;
  if (torch::compiler::is_compiling()) return x;
  bool s = torch::jit::is_scripting(); bool t = IS_TRACING;
  return x;
}
