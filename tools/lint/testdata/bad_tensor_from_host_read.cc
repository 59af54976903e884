// Planted tensors built from values read out of tensors.
#include <torch/torch.h>

torch::Tensor op(const torch::Tensor& x) {
  auto a = torch::tensor({x.sum().item<float>(), 1.f}, x.options());  // expect: tensor-from-host-read, host-readback
  auto b = torch::full({2}, x.data_ptr<float>()[0], x.options());  // expect: tensor-from-host-read
  auto c = torch::arange(x.size(0), x.options());  // sizes are metadata, not values: fine
  return a + b + c;
}
