// Ordinary names near the capture words: none asks whether a capture runs, so
// capture-guard stays quiet (NOTE [ capture-guard: words, not names ]).
#include <torch/torch.h>

int is_traced_elsewhere = 0;  // "traced" is not "tracing" or "tracer"

torch::Tensor op(const torch::Tensor& x, int64_t trace_width, bool compile_time_size) {
  auto diag = torch::trace(x.flatten(0, -2));
  auto t = x.trace();  // the matrix trace
  const int64_t contracting_dim = 1, subtracting = 2;
  const bool python_scalar = true, functional_weight = false, export_format = false;
  const std::string script_name = "a";
  if (x.key_set().has(c10::DispatchKey::CPU)) return x;  // a device key, not a capture key
  return (x + diag + t) * (trace_width + contracting_dim + subtracting + compile_time_size +
                           python_scalar + functional_weight + export_format);
}
