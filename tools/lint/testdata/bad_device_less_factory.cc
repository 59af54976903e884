// Planted tensor factories that are not told where the inputs live.
#include <torch/torch.h>

torch::Tensor op(const torch::Tensor& x, int64_t n, at::Generator gen) {
  auto a = torch::zeros({n});  // expect: device-less-factory
  auto b = at::ones({n}, at::TensorOptions().dtype(torch::kFloat));  // expect: device-less-factory
  auto c = torch::arange(n, torch::kDouble);  // expect: device-less-factory
  auto d = torch::tensor({0.299, 0.587, 0.114});  // expect: device-less-factory
  auto e = at::rand({n}, gen, at::TensorOptions().dtype(torch::kFloat));  // expect: device-less-factory
  auto f = torch::eye(3);  // expect: device-less-factory
  auto g = at::full({2}, 1.0);  // expect: device-less-factory
  auto h = at::scalar_tensor(2.0, at::TensorOptions().dtype(torch::kLong));  // expect: device-less-factory
  const auto cpu_options = torch::TensorOptions().dtype(torch::kLong);
  auto i = torch::empty({n}, cpu_options);  // expect: device-less-factory
  auto j = at::randn({n}); auto k = at::randint(8, {n});  // expect: device-less-factory, device-less-factory
  auto l = torch::logspace(0, 1, n);  // expect: device-less-factory
  return x + a + b + c + d + e + f + g + h + i + j + k + l;
}
