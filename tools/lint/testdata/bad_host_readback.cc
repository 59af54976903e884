// Planted host readbacks.
#include <torch/torch.h>

torch::Tensor op(const torch::Tensor& x, const torch::Tensor& bits) {
  const int64_t b = bits.item<int64_t>();  // expect: host-readback
  const double m = x.max().item().toDouble();  // expect: host-readback
  auto s = at::_local_scalar_dense(x.sum());  // expect: host-readback
  if (x.is_nonzero()) return x;  // expect: host-readback, host-readback
  if ((x < 0).any()) return -x;  // expect: host-readback
  while (torch::equal(x, x)) break;  // expect: host-readback
  const float* p = x.data_ptr<float>();
  for (int i = 0; *x.data_ptr<float>() > i; ++i) {}  // expect: host-readback
  return x.all() ? x : x * 2;  // expect: host-readback
}
