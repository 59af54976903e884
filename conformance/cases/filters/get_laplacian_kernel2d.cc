// Conformance case of ops/filters/get_laplacian_kernel2d (family_factory.h): odd sizes up to 65 x
// 65 (4225 taps: float16 rounds the centre), one-wide ones, the float32 default; its refusals.
#include "ops/filters/get_laplacian_kernel2d.h"

#include "conformance/cases/filters/family_factory.h"

KC_CASE(filters, get_laplacian_kernel2d) {
  using filters::get_laplacian_kernel2d;
  FactorySweep s{
      .host = SizeForms({{3, 3}, {1, 3}, {3, 1}, {5, 5}, {3, 7}, {45, 47}, {65, 65}, {257, 257}},
                        [](const std::vector<int64_t>& k, std::optional<torch::ScalarType> d) {
                          return d ? get_laplacian_kernel2d(k, std::nullopt, *d)
                                   : get_laplacian_kernel2d(k);
                        })};
  s.dtypes = std::vector<torch::ScalarType>{torch::kHalf,   torch::kBFloat16, torch::kFloat,
                                            torch::kDouble, torch::kInt,      torch::kLong};
  OpCase c = KernelFactoryOp(op, s);
  c.errors = {
      {"kernel_even",
       [] {
         get_laplacian_kernel2d({4, 3});
       },
       "expected odd kernel sizes > 0, but got kernel_size = (4, 3)"},
      {"kernel_zero",
       [] {
         get_laplacian_kernel2d({3, 0});
       },
       "expected odd kernel sizes > 0, but got kernel_size = (3, 0)"},
      {"kernel_one",
       [] {
         get_laplacian_kernel2d({1, 1});
       },
       "expected a kernel size of at least 3 along one axis (one tap is zero), but got kernel_size "
       "= (1, 1)"},
      {"kernel_size_length",
       [] {
         get_laplacian_kernel2d({3, 3, 3});
       },
       "expected kernel_size of shape (2,), but got shape [3]"},
      {"int8_too_wide",
       [] {
         get_laplacian_kernel2d({13, 13}, std::nullopt, torch::kChar);
       },
       "expected a dtype that holds the Laplacian taps -168 to 1, but got int8", std::nullopt,
       ErrorKind::kType},
      {"dtype_uint8",
       [] {
         get_laplacian_kernel2d({3, 3}, std::nullopt, torch::kByte);
       },
       "expected a dtype that holds the Laplacian taps -8 to 1, but got uint8", std::nullopt,
       ErrorKind::kType},
  };
  return c;
}
