// Conformance case of ops/filters/get_hanning_kernel2d (family_factory.h): sizes up to 33 x 65,
// even ones too; its refusals.
#include "ops/filters/get_hanning_kernel2d.h"

#include "conformance/cases/filters/family_factory.h"

KC_CASE(filters, get_hanning_kernel2d) {
  using filters::get_hanning_kernel2d;
  FactorySweep s{
      .host = SizeForms({{3, 3}, {4, 6}, {5, 3}, {33, 65}, {257, 257}},
                        [](const std::vector<int64_t>& k, std::optional<torch::ScalarType> d) {
                          return get_hanning_kernel2d(k, std::nullopt, d);
                        })};
  OpCase c = KernelFactoryOp(op, s);
  c.errors = {
      {"kernel_2",
       [] {
         get_hanning_kernel2d({2, 5});
       },
       "expected kernel sizes > 2, but got kernel_size = (2, 5)"},
      {"kernel_size_length", [] { get_hanning_kernel2d({5}); },
       "expected kernel_size of shape (2,), but got shape [1]"},
      {"dtype_bool",
       [] {
         get_hanning_kernel2d({5, 5}, std::nullopt, torch::kBool);
       },
       "expected a floating or integer dtype, but got bool", std::nullopt, ErrorKind::kType},
  };
  return c;
}
