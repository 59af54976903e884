// Conformance case of ops/filters/correlate2d: the kernel filters' sweep
// (cases/filters/family_kernel.h).
#include "ops/filters/correlate2d.h"

#include "conformance/cases/filters/family_kernel.h"

KC_CASE(filters, correlate2d) {
  return KernelFilterOp(
      op, {.dims = 2,
           .run =
               [](const torch::Tensor& x, const torch::Tensor& k, const std::string& border,
                  bool normalized, const std::string& padding, const std::string&) {
                 return filters::correlate2d(x, k, border, normalized, padding);
               },
           .behaviour = false});
}
