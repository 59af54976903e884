// Planted at::tensor constants: traced, each is an aten::empty whose buffer
// the tracer never sees filled (seen when ops/ moved to per-operator headers:
// rgb_to_grayscale's users replayed garbage weights). torch::tensor and
// core::Constant fill with the tracer off and stay quiet.
#include <ATen/ATen.h>
#include <torch/torch.h>

at::Tensor op(const at::Tensor& x) {
  auto w = at::tensor({0.299, 0.587, 0.114}, x.options());  // expect: traced-host-fill
  auto v = ::at::tensor({1.0}, x.options());  // expect: traced-host-fill
  auto u = torch::tensor({1.0}, x.options());
  return x * w + v + u;
}
