// Conformance case of ops/filters/gaussian_blur2d.
#include "ops/filters/gaussian_blur2d.h"

#include <torch/types.h>

#include "conformance/cases/family_filter.h"

namespace kornia::conformance::cases {
namespace gaussian_blur2d_case {

using filters::gaussian_blur2d;

OpCase Blur() {
  OpCase c = FilterOp(
      {.name = "gaussian_blur2d",
       .package = "filters",
       .kornia = "kornia.filters.gaussian_blur2d",
       .image = {.noun = "an input",
                 .rank = core::ImageRank::kBatch,
                 .dtypes = core::ImageDtypes::kReal}},
      {.call = [](const torch::Tensor& x, KernelSize ks, const torch::Tensor& sigma,
                  const std::string& border) { return gaussian_blur2d(x, ks, sigma, border); },
       .params = {{"s1.5", {{1.5, 1.5}, {1.5, 1.5}}}, {"s0.3_4", {{0.3, 4.0}, {2.0, 0.7}}}},
       .host =
           [](const torch::Tensor& x) {
             return gaussian_blur2d(x, {5, 5}, {1.2, 0.8});
           },
       .host_kornia = R"({"args": ["$0", [5, 5], [1.2, 0.8], "reflect"]})",
       .host_id = "host_k5",
       .large_id = "reflect_k5"});
  // Sigma: positive on the host, and as a tensor an assert that stays in the graph.
  const torch::Tensor x = torch::rand({2, 3, 6, 6});
  const torch::Tensor ones = torch::ones({1, 2});
  auto graph = [](const Inputs& in) { return gaussian_blur2d(in[0], {3, 3}, in[1]); };
  c.errors.insert(
      c.errors.end(),
      {{"sigma_zero_host",
        [x] {
          gaussian_blur2d(x, {3, 3}, {0.0, 1.0});
        },
        "gaussian_blur2d(): expected a positive sigma, but got sigma = (0, 1)"},
       {"sigma_negative_tensor",
        [x] {
          gaussian_blur2d(x, {3, 3}, torch::tensor({{1.f, -1.f}}));
        },
        "gaussian_blur2d(): expected every sigma > 0, but got one that is not",
        GraphError{graph, {x, ones}, {x, torch::tensor({{1.f, -1.f}})}}},
       {"sigma_shape",
        [x] {
          gaussian_blur2d(x, {3, 3}, torch::rand({3, 2}));
        },
        "gaussian_blur2d(): expected sigma of shape (1, 2) or (2, 2), but got shape [3, 2]"}});
  return c;
}

KC_REGISTER_CASE(Blur);

}  // namespace gaussian_blur2d_case
}  // namespace kornia::conformance::cases
