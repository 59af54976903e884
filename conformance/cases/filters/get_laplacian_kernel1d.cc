// Conformance case of ops/filters/get_laplacian_kernel1d (family_factory.h): odd sizes 3 to 4097,
// the float32 default; its refusals.
#include "ops/filters/get_laplacian_kernel1d.h"

#include "conformance/cases/filters/family_factory.h"

KC_CASE(filters, get_laplacian_kernel1d) {
  using filters::get_laplacian_kernel1d;
  FactorySweep s{
      .host = SizeForms({{3}, {5}, {7}, {9}, {255}, {257}, {2049}, {4097}, {65537}},
                        [](const std::vector<int64_t>& k, std::optional<torch::ScalarType> d) {
                          return d ? get_laplacian_kernel1d(k[0], std::nullopt, *d)
                                   : get_laplacian_kernel1d(k[0]);
                        })};
  s.dtypes = std::vector<torch::ScalarType>{torch::kHalf,   torch::kBFloat16, torch::kFloat,
                                            torch::kDouble, torch::kInt,      torch::kLong};
  OpCase c = KernelFactoryOp(op, s);
  c.errors = {
      {"kernel_even", [] { get_laplacian_kernel1d(4); },
       "expected an odd kernel_size > 0, but got kernel_size = 4"},
      {"kernel_zero", [] { get_laplacian_kernel1d(0); },
       "expected an odd kernel_size > 0, but got kernel_size = 0"},
      {"kernel_negative", [] { get_laplacian_kernel1d(-3); },
       "expected an odd kernel_size > 0, but got kernel_size = -3"},
      {"kernel_one", [] { get_laplacian_kernel1d(1); },
       "expected a kernel_size of at least 3 (one tap is all zeros), but got kernel_size = 1"},
      {"int8_too_wide", [] { get_laplacian_kernel1d(255, std::nullopt, torch::kChar); },
       "expected a dtype that holds the Laplacian taps -254 to 1, but got int8", std::nullopt,
       ErrorKind::kType},
      {"dtype_uint8", [] { get_laplacian_kernel1d(3, std::nullopt, torch::kByte); },
       "expected a dtype that holds the Laplacian taps -2 to 1, but got uint8", std::nullopt,
       ErrorKind::kType},
  };
  return c;
}
