#include "ops/augmentation/random_horizontal_flip.h"

#include <ATen/CPUGeneratorImpl.h>
#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/op_registration.h"
#include "ops/native/native.h"

namespace kornia::augmentation {

RandomHorizontalFlip::RandomHorizontalFlip(double p, at::Generator generator)
    : AugmentationBase2D(random_horizontal_flip_op(), p, std::move(generator)) {}

at::Tensor RandomHorizontalFlip::Apply(const at::Tensor& x, const Params&) const {
  return x.flip(-1);
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

KC_OP(random_horizontal_flip,
      {.kornia = "kornia.augmentation.RandomHorizontalFlip",
       .image = core::ImageSpec{.rank = core::ImageRank::kOptionalBatch,
                                .dtypes = core::ImageDtypes::kAny},
       .overloads = {core::Def("(Tensor input, float p=0.5, Generator? generator=None) -> Tensor",
                               [](const at::Tensor& input, double p,
                                  c10::optional<at::Generator> generator) {
                                 kornia::augmentation::RandomHorizontalFlip op(
                                     p,
                                     generator ? *generator : at::detail::getDefaultCPUGenerator());
                                 return op(input);
                               })},
       .call = [gen = at::detail::createCPUGenerator(2026)](
                   const at::Tensor& x) { return RandomHorizontalFlip(0.5, gen)(x); },
       .natives = {"_hflip_where"}});

}  // namespace kornia::augmentation
