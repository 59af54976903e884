// RandomGaussianNoise()
//
// Adds Gaussian noise to each sample with probability p (Kornia 0.9
// `kornia.augmentation.RandomGaussianNoise`): the gate draw, then one float32
// standard normal draw per element of the batch, noise = n * std + mean in
// float32 (Kornia's generator draws in float32), cast to the image's dtype;
// the apply step is x + noise. Nothing is clamped (Kornia: range-independent).
// Shape:     (B, C, H, W), (C, H, W) or (H, W) -> (B, C, H, W); keepdim: the input's shape
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    p or p_batch outside [0, 1]; mean not finite; std negative or not finite
//            (Kornia takes them unchecked: a NaN or infinite parameter makes
//            every gated pixel NaN or infinite); an undefined generator; not
//            2-D to 4-D; a non-floating image
// Tolerance: exact; random: same seed -> same output and generator state
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/augmentation/base.h"
#include "ops/core/op_spec.h"

namespace kornia::augmentation {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& random_gaussian_noise_op();

class RandomGaussianNoise : public AugmentationBase2D {
 public:
  RandomGaussianNoise(double mean, double std, Gate gate, at::Generator generator);
  at::Tensor Apply(const at::Tensor& x, const Params& params) const override;

 protected:
  Params Sample(int64_t batch, const at::Tensor& x) override;

 private:
  double mean_;
  double std_;
};

}  // namespace kornia::augmentation
