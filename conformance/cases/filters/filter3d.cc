// Conformance case of ops/filters/filter3d: the kernel filters' sweep
// (cases/filters/family_kernel.h).
#include "ops/filters/filter3d.h"

#include "conformance/cases/filters/family_kernel.h"

KC_CASE(filters, filter3d) {
  return KernelFilterOp(
      op, {.dims = 3,
           .run =
               [](const torch::Tensor& x, const torch::Tensor& k, const std::string& border,
                  bool normalized, const std::string&, const std::string& behaviour) {
                 return filters::filter3d(x, k, border, normalized, behaviour);
               },
           .behaviour = true});
}
