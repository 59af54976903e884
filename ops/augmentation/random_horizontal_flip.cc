#include "ops/augmentation/random_horizontal_flip.h"

#include <ATen/CPUGeneratorImpl.h>
#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/augmentation/registration.h"
#include "ops/native/native.h"

namespace kornia::augmentation {

RandomHorizontalFlip::RandomHorizontalFlip(Gate gate, at::Generator generator)
    : AugmentationBase2D(random_horizontal_flip_op(), gate, std::move(generator)) {}

at::Tensor RandomHorizontalFlip::Apply(const at::Tensor& x, const Params&) const {
  return x.flip(-1);
}

at::Tensor RandomHorizontalFlip::Matrix(const at::Tensor& input, const Params& params) const {
  return FlipMatrix(input, params, /*axis=*/0);  // x -> (w - 1) - x
}

at::Tensor RandomHorizontalFlip::Gated(const at::Tensor& x, const Params& params,
                                       const at::Tensor& gate) const {
  if (x.is_contiguous() && native::Enabled()) return native::detail::HflipWhere(x, gate);
  return AugmentationBase2D::Gated(x, params, gate);
}

}  // namespace kornia::augmentation

// The functional form of kornia.augmentation.RandomHorizontalFlip
// (kornia_cpp.augmentation.RandomHorizontalFlip is the module): Torch's default CPU generator
// unless one is given.
namespace kornia::augmentation {

KC_OP(
    random_horizontal_flip,
    {.kornia = "kornia.augmentation.RandomHorizontalFlip",
     .image = core::ImageSpec{.rank = core::ImageRank::kAugmentation,
                              .dtypes = core::ImageDtypes::kAny},
     .overloads = AugmentationOverloads(
         "float p=0.5, float p_batch=1., bool same_on_batch=False, bool keepdim=False",
         +[](at::Generator generator, double p, double p_batch, bool same_on_batch, bool keepdim) {
           return RandomHorizontalFlip({p, p_batch, same_on_batch, keepdim}, std::move(generator));
         },
         &random_horizontal_flip_op),
     .call = [gen = at::detail::createCPUGenerator(2026)](
                 const at::Tensor& x) { return RandomHorizontalFlip(0.5, gen)(x); },
     .natives = {"_hflip_where"}});

}  // namespace kornia::augmentation
