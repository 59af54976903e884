// Conformance case of ops/filters/get_gaussian_kernel2d (family_factory.h): host sizes and
// sigmas (anisotropic, zero, even sizes with force_even), (B, 2) sigma tables
// traced on one and replayed on the others, and the refusals.
#include "ops/filters/get_gaussian_kernel2d.h"

#include "conformance/cases/filters/family_factory.h"

KC_CASE(filters, get_gaussian_kernel2d) {
  using filters::get_gaussian_kernel2d;
  using Sizes = std::vector<int64_t>;
  FactorySweep s;
  for (auto [k, sigma, even] :
       std::vector<std::tuple<Sizes, std::vector<double>, bool>>{{{5, 5}, {1.5, 1.5}, false},
                                                                 {{3, 5}, {1.5, 0.7}, false},
                                                                 {{1, 7}, {1.0, 2.0}, false},
                                                                 {{31, 3}, {8.0, 0.0}, false},
                                                                 {{4, 6}, {1.5, 1.5}, true},
                                                                 {{2, 3}, {0.0, 0.4}, true}})
    s.host.push_back({c10::str("k", XJoin(k), "_s", XJoin(sigma), even ? "_even" : ""),
                      [=](std::optional<torch::ScalarType> d) {
                        return get_gaussian_kernel2d(k, sigma, even, std::nullopt, d);
                      },
                      {k, sigma, even}});
  for (Sizes k : std::vector<Sizes>{{5, 3}, {4, 6}}) {
    const bool even = std::any_of(k.begin(), k.end(), [](int64_t v) { return v % 2 == 0; });
    s.sigma.push_back({c10::str("k", XJoin(k), even ? "_even" : ""),
                       2,
                       [=](const Inputs& in) { return get_gaussian_kernel2d(k, in[0], even); },
                       {.args = {k, In(0), even}}});
  }
  OpCase c = KernelFactoryOp(op, s);
  const std::vector<double> sigma(2, 1.5);
  c.errors = {{"kernel_even",
               [sigma] {
                 get_gaussian_kernel2d({4, 3}, sigma);
               },
               "expected odd kernel sizes > 0 (force_even=False), but got kernel_size = (4, 3)"},
              {"kernel_size_length",
               [sigma] {
                 get_gaussian_kernel2d({5, 5, 5}, sigma);
               },
               "expected kernel_size of shape (2,), but got shape [3]"},
              {"sigma_length",
               [] { get_gaussian_kernel2d(std::vector<int64_t>(2, 3), std::vector<double>{1.0}); },
               "expected sigma of shape (2,), but got shape [1]"},
              {"dtype_int32",
               [sigma] {
                 get_gaussian_kernel2d(std::vector<int64_t>(2, 3), sigma, false, std::nullopt,
                                       torch::kInt);
               },
               "expected a floating dtype (a Gaussian kernel's taps are fractional), but got int32",
               std::nullopt, ErrorKind::kType},
              {"sigma_shape",
               [] {
                 get_gaussian_kernel2d(std::vector<int64_t>(2, 3), torch::ones({2, 3}));
               },
               "expected sigma of shape (B, 2), but got shape [2, 3]"}};
  return c;
}
