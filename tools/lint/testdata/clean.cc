// Clean code that only mentions isTracing, .item() and linspace in comments,
/* block comments: is_scripting(), x.nonzero()
   over lines: is_tracing, get_default_dtype() */
#include <string>
#include <torch/torch.h>

const char* kMessage = "no is_compiling() guards here \" isTracing .item()";
const char* kRaw = R"x(is_scripting() "linspace(" nonzero( )x";
const char kQuote = '"';
const long kBig = 1'000'000;
int trace_free_name = 0;  // "trace" is not a capture word

torch::Tensor op(const torch::Tensor& x, bool flip, int64_t w) {
  if (!x.defined() || x.dim() < 3) return x;  // metadata, not values
  const int64_t n = w > 1 ? w - 1 : 1;        // host ints decide host branches
  auto ramp = torch::arange(n, x.options());
  auto gated = torch::where((x < 0).any(), x * -1, x * 2);  // values stay tensors
  return flip ? gated.flip(-1) : gated + ramp.sum();
}
