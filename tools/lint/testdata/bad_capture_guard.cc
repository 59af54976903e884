// Planted capture guards: a query of capture state in every spelling and API
// the rule knows (NOTE [ capture-guard: words, not names ] in lint.h).
#include <torch/torch.h>

torch::Tensor op(const torch::Tensor& x) {
  if (torch::jit::tracer::isTracing()) return x;  // expect: capture-guard
  if (torch::compiler::is_compiling()) return x;  // expect: capture-guard
  bool s = torch::jit::is_scripting(); bool t = IS_TRACING;  // expect: capture-guard, capture-guard
  if (is_tracing() || isCompiling() || isScripting()) return x;  // expect: capture-guard, capture-guard, capture-guard
  auto state = torch::jit::tracer::getTracingState();  // expect: capture-guard
  std::shared_ptr<torch::jit::tracer::TracingState> held;  // expect: capture-guard
  if (tracer::isTracing()) return x;  // expect: capture-guard
  if (at::tracer::impl::is_dispatch_enabled()) return x;  // expect: capture-guard
  if (c10::impl::tls_is_dispatch_key_included(c10::DispatchKey::Tracer)) return x;  // expect: capture-guard
  if (c10::impl::tls_is_dispatch_key_excluded(c10::DispatchKey::Python)) return x;  // expect: capture-guard
  auto keys = c10::impl::tls_local_dispatch_key_set();  // expect: capture-guard
  if (x.key_set().has(c10::DispatchKey::Python)) return x;  // expect: capture-guard
  if (x.key_set().has(DispatchKey::Functionalize)) return x;  // expect: capture-guard
  auto ks = c10::DispatchKeySet(c10::DispatchKey::PythonTLSSnapshot);  // expect: capture-guard
  if (x.key_set().has_any(c10::python_ks)) return x;  // expect: capture-guard
  if (at::functionalization::impl::isFunctionalTensor(x)) return x;  // expect: capture-guard
  if (torch::onnx::is_in_onnx_export()) return x;  // expect: capture-guard
  if (torch::fx::is_fx_tracing()) return x;  // expect: capture-guard
  if (torch::compiler::is_exporting() || is_dynamo_compiling()) return x;  // expect: capture-guard, capture-guard
  if (c10::impl::TorchDispatchModeTLS::stack_len() > 0) return x;  // expect: capture-guard
  if (at::impl::torch_function_mode_enabled()) return x;  // expect: capture-guard
  if (at::cuda::currentStreamCaptureStatus() != 0) return x;  // expect: capture-guard
  const bool was_tracing = false;  // a name that only holds the word still fires: rename it  // expect: capture-guard
  return x;
}
