#include "ops/augmentation/random_posterize.h"

#include <ATen/CPUGeneratorImpl.h>
#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/rand.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/enhance/posterize.h"

namespace kornia::augmentation {

RandomPosterize::RandomPosterize(double bits_low, double p, at::Generator generator)
    : AugmentationBase2D(random_posterize_op(), p, std::move(generator)), bits_low_(bits_low) {
  KC_CHECK(bits_low >= 0 && bits_low <= 8, name().c_str(), "bits in [0, 8]", "bits = ", bits_low);
}

Params RandomPosterize::Sample(int64_t batch, const at::Tensor& x) {
  // On the generator's device, like the gate (see AugmentationBase2D).
  const at::Tensor u = at::rand({batch}, generator(),
                                at::TensorOptions().dtype(at::kFloat).device(generator().device()));
  const at::Tensor bits = (u * (8.0 - bits_low_) + bits_low_).round().to(x.device(), at::kInt);
  return {{"bits_factor", bits}};
}

at::Tensor RandomPosterize::Apply(const at::Tensor& x, const Params& params) const {
  return enhance::posterize(core::ClampUnit(x), params.at("bits_factor"));
}

}  // namespace kornia::augmentation

// The functional form of kornia.augmentation.RandomPosterize
// (kornia_cpp.augmentation.RandomPosterize is the module): Torch's default CPU generator unless one
// is given.
namespace kornia::augmentation {

KC_OP(random_posterize,
      {.kornia = "kornia.augmentation.RandomPosterize",
       .image = core::ImageSpec{.rank = core::ImageRank::kOptionalBatch,
                                .dtypes = core::ImageDtypes::kFloating},
       .overloads = {core::Def(
           "(Tensor input, float bits=3, float p=0.5, Generator? generator=None) -> Tensor",
           [](const at::Tensor& input, double bits, double p,
              c10::optional<at::Generator> generator) {
             kornia::augmentation::RandomPosterize op(
                 bits, p, generator ? *generator : at::detail::getDefaultCPUGenerator());
             return op(input);
           })},
       .call = [gen = at::detail::createCPUGenerator(2026)](const at::Tensor& x) {
         return RandomPosterize(3.0, 0.5, gen)(x);
       }});

}  // namespace kornia::augmentation
