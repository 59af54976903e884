#include "ops/augmentation/random_vertical_flip.h"

#include <ATen/CPUGeneratorImpl.h>
#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/augmentation/registration.h"
#include "ops/native/native.h"

namespace kornia::augmentation {

RandomVerticalFlip::RandomVerticalFlip(Gate gate, at::Generator generator)
    : AugmentationBase2D(random_vertical_flip_op(), gate, std::move(generator)) {}

at::Tensor RandomVerticalFlip::Apply(const at::Tensor& x, const Params&) const {
  return x.flip(-2);
}

at::Tensor RandomVerticalFlip::Matrix(const at::Tensor& input, const Params& params) const {
  return FlipMatrix(input, params, /*axis=*/1);  // y -> (h - 1) - y
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
namespace kornia::augmentation {

KC_OP(random_vertical_flip,
      {.kornia = "kornia.augmentation.RandomVerticalFlip",
       .image = core::ImageSpec{.rank = core::ImageRank::kAugmentation,
                                .dtypes = core::ImageDtypes::kAny},
       .overloads = AugmentationOverloads(
           "float p=0.5, float p_batch=1., bool same_on_batch=False, bool keepdim=False",
           +[](at::Generator generator, double p, double p_batch, bool same_on_batch,
               bool keepdim) {
             return RandomVerticalFlip({p, p_batch, same_on_batch, keepdim}, std::move(generator));
           },
           &random_vertical_flip_op),
       .call = [gen = at::detail::createCPUGenerator(2026)](
                   const at::Tensor& x) { return RandomVerticalFlip(0.5, gen)(x); },
       .natives = {"_vflip_where"}});

}  // namespace kornia::augmentation
