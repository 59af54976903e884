// Planted tensor transcendentals (MKL's vector math: a path per CPU vendor).
#include <torch/torch.h>

#include "ops/core/math.h"

torch::Tensor op(const torch::Tensor& x) {
  auto a = x.sqrt();  // expect: vendor-math
  auto b = at::exp(x) + torch::log2(x);  // expect: vendor-math, vendor-math
  a.cos_();  // expect: vendor-math
  auto p = &x;
  auto c = p->erf();  // expect: vendor-math
  // Vendor-free forms, and host math, stay quiet.
  auto d = kornia::core::Float32InFloat64(x, [](const torch::Tensor& t) { return t.sin() * t.exp(); });
  auto e = kornia::core::ScalarPath(x, [](const torch::Tensor& t) { return at::tanh(t); });
  const double f = std::sqrt(2.0) + std::exp(1.0);
  return a + b + c + d + e + kornia::core::Sqrt(x) * f;
}
