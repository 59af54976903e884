// Conformance case of ops/filters/correlate3d: the kernel filters' sweep
// (cases/filters/family_kernel.h).
#include "ops/filters/correlate3d.h"

#include "conformance/cases/filters/family_kernel.h"

KC_CASE(filters, correlate3d) {
  return KernelFilterOp(
      op, {.dims = 3,
           .run = [](const torch::Tensor& x, const torch::Tensor& k, const std::string& border,
                     bool normalized, const std::string&,
                     const std::string&) { return filters::correlate3d(x, k, border, normalized); },
           .behaviour = false});
}
