// Factories told a device: each follows an input, or an explicit device.
#include <torch/torch.h>

#include <optional>
#include <vector>

torch::TensorOptions Options(std::optional<torch::Device> device);

torch::Tensor op(const torch::Tensor& x, int64_t n, at::Generator gen,
                 std::optional<torch::Device> device) {
  auto a = torch::zeros({n}, x.options());
  auto b = at::ones({n}, x.options().dtype(torch::kFloat));
  auto c = torch::arange(n, torch::TensorOptions().dtype(torch::kDouble).device(x.device()));
  const auto opts = x.options().dtype(torch::kLong);
  auto d = torch::empty({n}, opts);  // a variable built from the input's options
  auto e = at::rand({n}, gen, at::TensorOptions().dtype(torch::kFloat).device(gen.device()));
  auto f = torch::zeros_like(x) + at::ones_like(x, torch::kFloat) + x.new_zeros({n});
  auto g = torch::empty({0}, Options(device));  // an explicit device argument
  const auto work = Options(device).dtype(torch::kFloat);
  auto h = torch::arange(n, work);
  std::vector<int> v;
  const bool none = v.empty();  // not a tensor factory
  auto i = x.tensor_data() + (x == x).sum();  // not factories either
  return x + a + b + c + d + e + f + g + h + i + none;
}
