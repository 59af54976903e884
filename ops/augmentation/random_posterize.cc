#include "ops/augmentation/random_posterize.h"

#include <ATen/CPUGeneratorImpl.h>
#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/rand.h>

#include "ops/augmentation/registration.h"
#include "ops/core/check.h"
#include "ops/enhance/posterize.h"

namespace kornia::augmentation {

RandomPosterize::RandomPosterize(double bits_low, Gate gate, at::Generator generator)
    : AugmentationBase2D(random_posterize_op(), gate, std::move(generator)), bits_low_(bits_low) {
  KC_CHECK(bits_low >= 0 && bits_low <= 8, name().c_str(), "bits in [0, 8]", "bits = ", bits_low);
}

Params RandomPosterize::Sample(int64_t batch, const at::Tensor& x) {
  // On the generator's device, like the gate (see AugmentationBase2D).
  const at::Tensor u = at::rand({Drawn(batch)}, generator(),
                                at::TensorOptions().dtype(at::kFloat).device(generator().device()));
  const at::Tensor bits = (u * (8.0 - bits_low_) + bits_low_).round().to(x.device(), at::kInt);
  return {{"bits_factor", OverBatch(bits, batch)}};
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
       .image = core::ImageSpec{.rank = core::ImageRank::kAugmentation,
                                .dtypes = core::ImageDtypes::kFloating},
       .overloads = AugmentationOverloads(
           "float bits=3, bool same_on_batch=False, float p=0.5, bool keepdim=False",
           +[](at::Generator generator, double bits, bool same_on_batch, double p, bool keepdim) {
             return RandomPosterize(bits, {p, 1.0, same_on_batch, keepdim}, std::move(generator));
           },
           &random_posterize_op),
       .params = {"bits_factor"},
       .call = [gen = at::detail::createCPUGenerator(2026)](const at::Tensor& x) {
         return RandomPosterize(3.0, 0.5, gen)(x);
       }});

}  // namespace kornia::augmentation
