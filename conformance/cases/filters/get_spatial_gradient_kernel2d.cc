// Conformance case of ops/filters/get_spatial_gradient_kernel2d (family_factory.h): both modes (any
// case) and orders in every dtype it takes; its refusals.
#include "ops/filters/get_spatial_gradient_kernel2d.h"

#include "conformance/cases/filters/family_factory.h"

KC_CASE(filters, get_spatial_gradient_kernel2d) {
  using filters::get_spatial_gradient_kernel2d;
  FactorySweep s;
  for (auto [mode, order] :
       {std::pair{"sobel", 1}, {"sobel", 2}, {"diff", 1}, {"diff", 2}, {"Sobel", 2}, {"DIFF", 1}})
    s.host.push_back(
        {c10::str(mode, order),
         [mode = std::string(mode), order = order](std::optional<torch::ScalarType> d) {
           return get_spatial_gradient_kernel2d(mode, order, std::nullopt, d);
         },
         {mode, order}});
  s.dtypes = std::vector<torch::ScalarType>{torch::kHalf,   torch::kBFloat16, torch::kFloat,
                                            torch::kDouble, torch::kChar,     torch::kShort,
                                            torch::kInt,    torch::kLong,     torch::kBool};
  OpCase c = KernelFactoryOp(op, s);
  c.no_threads_point = "fixed-size constant stencils (at most 6 x 27 taps): no work to split";
  c.errors = {
      {"mode_unknown", [] { get_spatial_gradient_kernel2d("scharr", 1); },
       "expected mode sobel or diff, but got 'scharr'"},
      {"order_3", [] { get_spatial_gradient_kernel2d("sobel", 3); },
       "expected order 1 or 2, but got order = 3"},
      {"order_0", [] { get_spatial_gradient_kernel2d("diff", 0); },
       "expected order 1 or 2, but got order = 0"},
      {"dtype_uint8", [] { get_spatial_gradient_kernel2d("diff", 1, std::nullopt, torch::kByte); },
       "expected a dtype that holds the taps (floating, signed integer or bool), but got uint8",
       std::nullopt, ErrorKind::kType},
  };
  return c;
}
