// Conformance case of ops/filters/get_gaussian_kernel3d (family_factory.h): host sizes and
// sigmas (anisotropic, zero, even sizes with force_even), (B, 3) sigma tables
// traced on one and replayed on the others, and the refusals.
#include "ops/filters/get_gaussian_kernel3d.h"

#include "conformance/cases/filters/family_factory.h"

KC_CASE(filters, get_gaussian_kernel3d) {
  using filters::get_gaussian_kernel3d;
  using Sizes = std::vector<int64_t>;
  FactorySweep s;
  for (auto [k, sigma, even] : std::vector<std::tuple<Sizes, std::vector<double>, bool>>{
           {{3, 3, 3}, {1.5, 1.5, 1.5}, false},
           {{3, 7, 5}, {1.5, 0.7, 2.2}, false},
           {{1, 1, 9}, {1.0, 2.0, 3.0}, false},
           {{4, 2, 6}, {1.5, 0.0, 1.5}, true}})
    s.host.push_back({c10::str("k", XJoin(k), "_s", XJoin(sigma), even ? "_even" : ""),
                      [=](std::optional<torch::ScalarType> d) {
                        return get_gaussian_kernel3d(k, sigma, even, std::nullopt, d);
                      },
                      {k, sigma, even}});
  for (Sizes k : std::vector<Sizes>{{5, 3, 7}, {4, 2, 3}}) {
    const bool even = std::any_of(k.begin(), k.end(), [](int64_t v) { return v % 2 == 0; });
    s.sigma.push_back({c10::str("k", XJoin(k), even ? "_even" : ""),
                       3,
                       [=](const Inputs& in) { return get_gaussian_kernel3d(k, in[0], even); },
                       {.args = {k, In(0), even}}});
  }
  OpCase c = KernelFactoryOp(op, s);
  const std::vector<double> sigma(3, 1.5);
  c.errors = {{"kernel_even",
               [sigma] {
                 get_gaussian_kernel3d({3, 4, 3}, sigma);
               },
               "expected odd kernel sizes > 0 (force_even=False), but got kernel_size = (3, 4, 3)"},
              {"kernel_size_length",
               [sigma] {
                 get_gaussian_kernel3d({5, 5}, sigma);
               },
               "expected kernel_size of shape (3,), but got shape [2]"},
              {"sigma_length",
               [] { get_gaussian_kernel3d(std::vector<int64_t>(3, 3), std::vector<double>{1.0}); },
               "expected sigma of shape (3,), but got shape [1]"},
              {"dtype_int32",
               [sigma] {
                 get_gaussian_kernel3d(std::vector<int64_t>(3, 3), sigma, false, std::nullopt,
                                       torch::kInt);
               },
               "expected a floating dtype (a Gaussian kernel's taps are fractional), but got int32",
               std::nullopt, ErrorKind::kType},
              {"sigma_shape",
               [] {
                 get_gaussian_kernel3d(std::vector<int64_t>(3, 3), torch::ones({2, 2}));
               },
               "expected sigma of shape (B, 3), but got shape [2, 2]"}};
  return c;
}
