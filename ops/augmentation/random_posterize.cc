#include "ops/augmentation/random_posterize.h"

#include <ATen/ATen.h>

#include "ops/core/check.h"
#include "ops/enhance/posterize.h"

namespace kornia::augmentation {

RandomPosterize::RandomPosterize(double bits_low, double p, at::Generator generator)
    : AugmentationBase2D("RandomPosterize", p, std::move(generator), core::ImageDtypes::kFloating),
      bits_low_(bits_low) {
  KC_CHECK(bits_low >= 0 && bits_low <= 8, "RandomPosterize", "bits in [0, 8]",
           "bits = ", bits_low);
}

Params RandomPosterize::Sample(int64_t batch, const torch::Tensor& x) {
  // On the generator's device, like the gate (see AugmentationBase2D).
  const torch::Tensor u = at::rand(
      {batch}, generator(), at::TensorOptions().dtype(torch::kFloat).device(generator().device()));
  const torch::Tensor bits =
      (u * (8.0 - bits_low_) + bits_low_).round().to(x.device(), torch::kInt);
  return {{"bits_factor", bits}};
}

torch::Tensor RandomPosterize::Apply(const torch::Tensor& x, const Params& params) const {
  return enhance::posterize(core::ClampUnit(x), params.at("bits_factor"));
}

}  // namespace kornia::augmentation
