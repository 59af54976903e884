// RandomContrast()
//
// Adjusts the contrast of each sample by a factor drawn uniformly per sample
// (Kornia 0.9 `kornia.augmentation.RandomContrast`): the gate draw, then one
// float32 draw per sample, min + u * (max - min). The apply step clamps the
// image to [0, 1] when clip_output, casts the factor to the image's dtype
// (as Kornia does, before the arithmetic) and calls
// enhance::adjust_contrast(x, factor, clip_output).
// contrast: one number s >= 0 (the range [1 - s, 1 + s], floored at 0) or a
// (min, max) pair within [0, inf); Kornia's default (1, 1) is the identity.
// Shape:     (B, C, H, W), (C, H, W) or (H, W) -> (B, C, H, W); keepdim: the input's shape
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    p or p_batch outside [0, 1]; contrast not one number or two, negative, not
//            finite, out of [0, inf) or reversed; an undefined generator;
//            not 2-D to 4-D; a non-floating image
// Tolerance: exact; random: same seed -> same output and generator state
#pragma once

#include <ATen/core/Tensor.h>

#include <vector>

#include "ops/augmentation/base.h"
#include "ops/core/op_spec.h"

namespace kornia::augmentation {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& random_contrast_op();

class RandomContrast : public FactorAugmentation2D {
 public:
  RandomContrast(const std::vector<double>& contrast, bool clip_output, Gate gate,
                 at::Generator generator);
  at::Tensor Apply(const at::Tensor& x, const Params& params) const override;
};

}  // namespace kornia::augmentation
