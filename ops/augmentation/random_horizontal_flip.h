// RandomHorizontalFlip()
//
// Flips each sample along W with probability p (Kornia 0.9
// `kornia.augmentation.RandomHorizontalFlip`, apply step `hflip`), gated per
// sample by AugmentationBase2D (one float32 draw per sample; no parameters).
// A contiguous batch of 1-, 2-, 4- or 8-byte lanes flips and gates in one
// native pass (ops/native: each image's rows reversed or copied), byte for
// byte where(gate, x.flip(-1), x).
// Shape:     (B, C, H, W), (C, H, W) or (H, W) -> (B, C, H, W); keepdim: the input's shape
// Dtypes:    every dtype (a flip moves values)
// Errors:    p or p_batch outside [0, 1]; an undefined generator; not 2-D to 4-D
// Tolerance: exact; random: same seed -> same output and generator state
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/augmentation/base.h"
#include "ops/core/op_spec.h"

namespace kornia::augmentation {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& random_horizontal_flip_op();

class RandomHorizontalFlip : public AugmentationBase2D {
 public:
  RandomHorizontalFlip(Gate gate, at::Generator generator);
  at::Tensor Matrix(const at::Tensor& x, const Params& params) const override;
  at::Tensor Apply(const at::Tensor& x, const Params& params) const override;

 protected:
  Params Sample(int64_t batch, const at::Tensor& x) override { return {}; }
  at::Tensor Gated(const at::Tensor& x, const Params& params,
                   const at::Tensor& gate) const override;
};

}  // namespace kornia::augmentation
