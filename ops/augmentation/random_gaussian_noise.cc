#include "ops/augmentation/random_gaussian_noise.h"

#include <ATen/CPUGeneratorImpl.h>
#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/randn.h>

#include <cmath>

#include "ops/augmentation/registration.h"
#include "ops/core/check.h"

namespace kornia::augmentation {

RandomGaussianNoise::RandomGaussianNoise(double mean, double std, Gate gate,
                                         at::Generator generator)
    : AugmentationBase2D(random_gaussian_noise_op(), gate, std::move(generator)),
      mean_(mean),
      std_(std) {
  KC_CHECK(std::isfinite(mean), name().c_str(), "a finite mean", "mean = ", mean);
  KC_CHECK(std::isfinite(std) && std >= 0.0, name().c_str(), "a finite std >= 0", "std = ", std);
}

Params RandomGaussianNoise::Sample(int64_t batch, const at::Tensor& x) {
  // Kornia: mean + randn((B, C, H, W)) * std ((1, C, H, W) with
  // same_on_batch, broadcast over the batch by Apply) in float32 on the generator's
  // device (like the gate, see AugmentationBase2D), then moved to the image's
  // dtype and device. The Scalar operands are used in float32, as Kornia's
  // Python floats are.
  const at::Tensor n =
      at::randn({Drawn(batch), x.size(1), x.size(2), x.size(3)}, generator(),
                at::TensorOptions().dtype(at::kFloat).device(generator().device()));
  return {{"gaussian_noise", (n * std_ + mean_).to(x.device(), x.scalar_type())}};
}

at::Tensor RandomGaussianNoise::Apply(const at::Tensor& x, const Params& params) const {
  return x + params.at("gaussian_noise");
}

}  // namespace kornia::augmentation

// The functional form of kornia.augmentation.RandomGaussianNoise
// (kornia_cpp.augmentation.RandomGaussianNoise is the module): Torch's default CPU generator unless
// one is given.
namespace kornia::augmentation {

KC_OP(random_gaussian_noise,
      {.kornia = "kornia.augmentation.RandomGaussianNoise",
       .image = core::ImageSpec{.rank = core::ImageRank::kAugmentation,
                                .dtypes = core::ImageDtypes::kFloating},
       .overloads = AugmentationOverloads(
           "float mean=0., float std=1., bool same_on_batch=False, float p=0.5, "
           "bool keepdim=False",
           +[](at::Generator generator, double mean, double std, bool same_on_batch, double p,
               bool keepdim) {
             return RandomGaussianNoise(mean, std, {p, 1.0, same_on_batch, keepdim},
                                        std::move(generator));
           },
           &random_gaussian_noise_op),
       .params = {"gaussian_noise"},
       .call = [gen = at::detail::createCPUGenerator(2026)](const at::Tensor& x) {
         return RandomGaussianNoise(0.0, 0.1, 0.5, gen)(x);
       }});

}  // namespace kornia::augmentation
