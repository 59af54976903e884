// Conformance case of ops/filters/get_binary_kernel2d (family_factory.h): windows up to 7 x 7, even
// and empty ones, the float32 default; its refusals.
#include "ops/filters/get_binary_kernel2d.h"

#include "conformance/cases/filters/family_factory.h"

KC_CASE(filters, get_binary_kernel2d) {
  using filters::get_binary_kernel2d;
  FactorySweep s{.host = SizeForms(
                     {{3, 3}, {1, 1}, {2, 4}, {5, 3}, {7, 7}, {0, 2}, {17, 17}},
                     [](const std::vector<int64_t>& k, std::optional<torch::ScalarType> d) {
                       return d ? get_binary_kernel2d(k, std::nullopt, *d) : get_binary_kernel2d(k);
                     })};
  OpCase c = KernelFactoryOp(op, s);
  c.errors = {
      {"window_negative",
       [] {
         get_binary_kernel2d({-1, 3});
       },
       "expected window sizes >= 0, but got window_size = (-1, 3)"},
      {"window_size_length", [] { get_binary_kernel2d({3}); },
       "expected window_size of shape (2,), but got shape [1]"},
      {"dtype_int32",
       [] {
         get_binary_kernel2d({3, 3}, std::nullopt, torch::kInt);
       },
       "expected a floating dtype, but got int32", std::nullopt, ErrorKind::kType},
  };
  return c;
}
