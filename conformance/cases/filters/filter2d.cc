// Conformance case of ops/filters/filter2d: the kernel filters' sweep
// (cases/filters/family_kernel.h).
#include "ops/filters/filter2d.h"

#include "conformance/cases/filters/family_kernel.h"

KC_CASE(filters, filter2d) {
  return KernelFilterOp(
      op, {.dims = 2,
           .run =
               [](const torch::Tensor& x, const torch::Tensor& k, const std::string& border,
                  bool normalized, const std::string& padding, const std::string& behaviour) {
                 return filters::filter2d(x, k, border, normalized, padding, behaviour);
               },
           .behaviour = true});
}
