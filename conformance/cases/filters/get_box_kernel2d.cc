// Conformance case of ops/filters/get_box_kernel2d (family_factory.h): sizes up to 31 x 63, even
// ones; its refusals.
#include "ops/filters/get_box_kernel2d.h"

#include "conformance/cases/filters/family_factory.h"

KC_CASE(filters, get_box_kernel2d) {
  using filters::get_box_kernel2d;
  FactorySweep s{
      .host = SizeForms({{3, 3}, {1, 1}, {2, 4}, {5, 3}, {31, 63}, {256, 257}},
                        [](const std::vector<int64_t>& k, std::optional<torch::ScalarType> d) {
                          return get_box_kernel2d(k, std::nullopt, d);
                        })};
  OpCase c = KernelFactoryOp(op, s);
  c.errors = {
      {"kernel_negative",
       [] {
         get_box_kernel2d({3, -1});
       },
       "expected kernel sizes >= 1 (1 / (kx * ky)), but got kernel_size = (3, -1)"},
      {"kernel_zero",
       [] {
         get_box_kernel2d({0, 3});
       },
       "expected kernel sizes >= 1 (1 / (kx * ky)), but got kernel_size = (0, 3)"},
      {"kernel_size_length",
       [] {
         get_box_kernel2d({3, 3, 3});
       },
       "expected kernel_size of shape (2,), but got shape [3]"},
      {"dtype_int32",
       [] {
         get_box_kernel2d({3, 3}, std::nullopt, torch::kInt);
       },
       "expected a floating dtype (the box kernel has fractional taps), but got int32",
       std::nullopt, ErrorKind::kType},
  };
  return c;
}
