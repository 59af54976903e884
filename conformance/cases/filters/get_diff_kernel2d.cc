// Conformance case of ops/filters/get_diff_kernel2d (family_factory.h): every dtype it takes, and
// uint8 refused.
#include "ops/filters/get_diff_kernel2d.h"

#include "conformance/cases/filters/family_factory.h"

KC_CASE(filters, get_diff_kernel2d) {
  using filters::get_diff_kernel2d;
  FactorySweep s{.host = {{"k3",
                           [](std::optional<torch::ScalarType> d) {
                             return get_diff_kernel2d(std::nullopt, d);
                           },
                           {}}}};
  s.dtypes = std::vector<torch::ScalarType>{torch::kHalf,   torch::kBFloat16, torch::kFloat,
                                            torch::kDouble, torch::kChar,     torch::kShort,
                                            torch::kInt,    torch::kLong,     torch::kBool};
  OpCase c = KernelFactoryOp(op, s);
  c.no_threads_point = "fixed-size constant stencils (at most 6 x 27 taps): no work to split";
  c.errors = {
      {"dtype_uint8", [] { get_diff_kernel2d(std::nullopt, torch::kByte); },
       "expected a dtype that holds the taps (floating, signed integer or bool), but got uint8",
       std::nullopt, ErrorKind::kType},
  };
  return c;
}
