#include "ops/augmentation/random_horizontal_flip.h"

namespace kornia::augmentation {

RandomHorizontalFlip::RandomHorizontalFlip(double p, at::Generator generator)
    : AugmentationBase2D("RandomHorizontalFlip", p, std::move(generator)) {}

torch::Tensor RandomHorizontalFlip::Apply(const torch::Tensor& x, const Params&) const {
  return x.flip(-1);
}

}  // namespace kornia::augmentation
