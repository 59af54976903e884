// RandomPosterize()
//
// Posterizes each sample with probability p to a random number of bits drawn
// uniformly in [bits_low, 8] and rounded (Kornia 0.9
// `kornia.augmentation.RandomPosterize`, default bits 3): the gate draw, then
// one float32 draw per sample for `bits_factor` (int32). The apply step clamps
// the image to [0, 1] and calls enhance::posterize with the per-sample bits.
// Shape:     (B, C, H, W), (C, H, W) or (H, W) -> (B, C, H, W); keepdim: the input's shape
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    p or p_batch outside [0, 1]; bits_low outside [0, 8]; an undefined
//            generator; not 2-D to 4-D; a non-floating image
// Tolerance: exact; random: same seed -> same output and generator state
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/augmentation/base.h"
#include "ops/core/op_spec.h"

namespace kornia::augmentation {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& random_posterize_op();

class RandomPosterize : public AugmentationBase2D {
 public:
  RandomPosterize(double bits_low, Gate gate, at::Generator generator);
  at::Tensor Apply(const at::Tensor& x, const Params& params) const override;

 protected:
  Params Sample(int64_t batch, const at::Tensor& x) override;

 private:
  double bits_low_;
};

}  // namespace kornia::augmentation
