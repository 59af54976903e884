#include "ops/augmentation/random_horizontal_flip.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

namespace kornia::augmentation {

RandomHorizontalFlip::RandomHorizontalFlip(double p, at::Generator generator)
    : AugmentationBase2D("RandomHorizontalFlip", p, std::move(generator)) {}

at::Tensor RandomHorizontalFlip::Apply(const at::Tensor& x, const Params&) const {
  return x.flip(-1);
}

}  // namespace kornia::augmentation
