// Conformance case of ops/filters/laplacian_1d (family_factory.h): sizes 1 to 4097 (even ones too),
// past float16's 2**11 and bfloat16's 2**8; its refusals.
#include "ops/filters/laplacian_1d.h"

#include "conformance/cases/filters/family_factory.h"

KC_CASE(filters, laplacian_1d) {
  using filters::laplacian_1d;
  FactorySweep s{
      .host = SizeForms({{3}, {1}, {2}, {4}, {5}, {9}, {255}, {257}, {2049}, {4097}, {65537}},
                        [](const std::vector<int64_t>& k, std::optional<torch::ScalarType> d) {
                          return d ? laplacian_1d(k[0], std::nullopt, *d) : laplacian_1d(k[0]);
                        })};
  s.dtypes = std::vector<torch::ScalarType>{torch::kHalf,   torch::kBFloat16, torch::kFloat,
                                            torch::kDouble, torch::kInt,      torch::kLong};
  OpCase c = KernelFactoryOp(op, s);
  c.errors = {
      {"window_zero", [] { laplacian_1d(0); },
       "expected window_size >= 1, but got window_size = 0"},
      {"int8_too_wide", [] { laplacian_1d(255, std::nullopt, torch::kChar); },
       "expected a dtype that holds the Laplacian taps -254 to 1, but got int8", std::nullopt,
       ErrorKind::kType},
      {"dtype_uint8", [] { laplacian_1d(3, std::nullopt, torch::kByte); },
       "expected a dtype that holds the Laplacian taps -2 to 1, but got uint8", std::nullopt,
       ErrorKind::kType},
  };
  return c;
}
