#include "ops/augmentation/random_vertical_flip.h"

#include <ATen/CPUGeneratorImpl.h>
#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/torch_library.h"
#include "ops/native/native.h"

namespace kornia::augmentation {

RandomVerticalFlip::RandomVerticalFlip(double p, at::Generator generator)
    : AugmentationBase2D("RandomVerticalFlip", p, std::move(generator)) {}

at::Tensor RandomVerticalFlip::Apply(const at::Tensor& x, const Params&) const {
  return x.flip(-2);
}

at::Tensor RandomVerticalFlip::Gated(const at::Tensor& x, const Params& params,
                                     const at::Tensor& gate) const {
  if (x.is_contiguous() && native::Enabled()) return native::detail::VflipWhere(x, gate);
  return AugmentationBase2D::Gated(x, params, gate);
}

}  // namespace kornia::augmentation

// The functional form of kornia.augmentation.RandomVerticalFlip
// (kornia_cpp.augmentation.RandomVerticalFlip is the module): Torch's default CPU generator
// unless one is given.
KC_TORCH_LIBRARY(random_vertical_flip, "kornia.augmentation.RandomVerticalFlip", m) {
  m.def("random_vertical_flip(Tensor input, float p=0.5, Generator? generator=None) -> Tensor",
        [](const at::Tensor& input, double p, c10::optional<at::Generator> generator) {
          kornia::augmentation::RandomVerticalFlip op(
              p, generator ? *generator : at::detail::getDefaultCPUGenerator());
          return op(input);
        });
}
