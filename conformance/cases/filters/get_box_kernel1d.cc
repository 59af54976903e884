// Conformance case of ops/filters/get_box_kernel1d (family_factory.h): sizes 1 to 2049, even ones
// too; its refusals.
#include "ops/filters/get_box_kernel1d.h"

#include "conformance/cases/filters/family_factory.h"

KC_CASE(filters, get_box_kernel1d) {
  using filters::get_box_kernel1d;
  FactorySweep s{
      .host = SizeForms({{3}, {1}, {2}, {4}, {7}, {255}, {2049}, {65536}},
                        [](const std::vector<int64_t>& k, std::optional<torch::ScalarType> d) {
                          return get_box_kernel1d(k[0], std::nullopt, d);
                        })};
  OpCase c = KernelFactoryOp(op, s);
  c.errors = {
      {"kernel_negative", [] { get_box_kernel1d(-1); },
       "expected kernel_size >= 1 (1 / kernel_size), but got kernel_size = -1"},
      {"kernel_zero", [] { get_box_kernel1d(0); },
       "expected kernel_size >= 1 (1 / kernel_size), but got kernel_size = 0"},
      {"dtype_int32", [] { get_box_kernel1d(3, std::nullopt, torch::kInt); },
       "expected a floating dtype (the box kernel has fractional taps), but got int32",
       std::nullopt, ErrorKind::kType},
  };
  return c;
}
