#include "ops/augmentation/random_vertical_flip.h"

#include <ATen/CPUGeneratorImpl.h>
#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/op_registration.h"
#include "ops/native/native.h"

namespace kornia::augmentation {

RandomVerticalFlip::RandomVerticalFlip(double p, at::Generator generator)
    : AugmentationBase2D(random_vertical_flip_op(), p, std::move(generator)) {}

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
namespace kornia::augmentation {

KC_OP(random_vertical_flip,
      {.kornia = "kornia.augmentation.RandomVerticalFlip",
       .image = core::ImageSpec{.rank = core::ImageRank::kOptionalBatch,
                                .dtypes = core::ImageDtypes::kAny},
       .overloads = {core::Def("(Tensor input, float p=0.5, Generator? generator=None) -> Tensor",
                               [](const at::Tensor& input, double p,
                                  c10::optional<at::Generator> generator) {
                                 kornia::augmentation::RandomVerticalFlip op(
                                     p,
                                     generator ? *generator : at::detail::getDefaultCPUGenerator());
                                 return op(input);
                               })},
       .call = [gen = at::detail::createCPUGenerator(2026)](
                   const at::Tensor& x) { return RandomVerticalFlip(0.5, gen)(x); },
       .natives = {"_vflip_where"}});

}  // namespace kornia::augmentation
