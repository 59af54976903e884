// Conformance case of ops/filters/get_spatial_gradient_kernel3d (family_factory.h): both orders
// (any case of diff); its refusals, sobel NotImplementedError.
#include "ops/filters/get_spatial_gradient_kernel3d.h"

#include "conformance/cases/filters/family_factory.h"

KC_CASE(filters, get_spatial_gradient_kernel3d) {
  using filters::get_spatial_gradient_kernel3d;
  FactorySweep s;
  for (auto [mode, order] : {std::pair{"diff", 1}, {"diff", 2}, {"Diff", 2}})
    s.host.push_back(
        {c10::str(mode, order),
         [mode = std::string(mode), order = order](std::optional<torch::ScalarType> d) {
           return get_spatial_gradient_kernel3d(mode, order, std::nullopt, d);
         },
         {mode, order}});
  OpCase c = KernelFactoryOp(op, s);
  c.no_threads_point = "fixed-size constant stencils (at most 6 x 27 taps): no work to split";
  c.errors = {
      {"mode_unknown", [] { get_spatial_gradient_kernel3d("scharr", 1); },
       "expected mode sobel or diff, but got 'scharr'"},
      {"order_3", [] { get_spatial_gradient_kernel3d("diff", 3); },
       "expected order 1 or 2, but got order = 3"},
      {"mode_sobel", [] { get_spatial_gradient_kernel3d("sobel", 1); },
       "expected mode diff (there is no 3-D Sobel kernel), but got 'sobel'", std::nullopt,
       ErrorKind::kNotImplemented},
      {"dtype_int32", [] { get_spatial_gradient_kernel3d("diff", 1, std::nullopt, torch::kInt); },
       "expected a floating dtype (the 3-D difference kernel has fractional taps), but got int32",
       std::nullopt, ErrorKind::kType},
  };
  return c;
}
