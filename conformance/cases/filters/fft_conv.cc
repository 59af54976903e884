// Conformance case of ops/filters/fft_conv: the kernel filters' sweep
// (cases/filters/family_kernel.h), as filter2d's.
#include "ops/filters/fft_conv.h"

#include "conformance/cases/filters/family_kernel.h"

KC_CASE(filters, fft_conv) {
  return KernelFilterOp(
      op, {.dims = 2,
           .run =
               [](const torch::Tensor& x, const torch::Tensor& k, const std::string& border,
                  bool normalized, const std::string& padding, const std::string& behaviour) {
                 return filters::fft_conv(x, k, border, normalized, padding, behaviour);
               },
           .behaviour = true});
}
