// ColorJitter()
//
// Jitters brightness, contrast, saturation and hue by factors drawn per sample
// (Kornia 0.9 `kornia.augmentation.ColorJitter`, torchvision's formulas):
//   draws:  the gate, then uniform float32 factors per sample in the order
//           brightness, contrast, hue, saturation (lo + u * (hi - lo)), then
//           randperm(4); only the draws the call uses (Kornia also draws the
//           factors of a step left out and the permutation of a fixed order,
//           but a trace would drop an unused draw, and the generator must
//           advance the same in eager and traced runs)
//   apply:  x = clamp(x, 0, 1); for each step in the order,
//             y = step(x, factor); x = where(any(factor != neutral), y, x)
//           (Kornia skips a step whose factors all equal its neutral value:
//           the same bytes, as a select), and clamp(x, 0, 1) at the end.
//   steps:  0 adjust_brightness_accumulative, 1 adjust_contrast_with_mean_
//           subtraction, 2 adjust_saturation_with_gray_subtraction,
//           3 adjust_hue(factor * 2 * pi); neutral 1, 1, 1, 0.
// A factor argument is one number s >= 0 (the range [n - s, n + s] around
// the neutral n, its lower end floored at the bound: 0, or -0.5 for hue) or a
// range {lo, hi}; a range that is exactly {n, n} makes the step a no-op, so it
// is left out (its factors are n, not drawn).
// `order` (indices into brightness, contrast, saturation, hue, no repeats, a
// subset allowed) fixes the order. Without it the order is the drawn
// permutation, applied with no host read: each of the four positions computes
// every active step and selects by the permutation (4 x the steps' cost;
// Kornia reads the permutation on the host, which a trace would bake in).
// Shape:     (B, C, H, W), (C, H, W) or (H, W) -> (B, C, H, W); keepdim: the input's shape
// Dtypes:    float16, bfloat16, float32, float64 (factors drawn in float32,
//            cast to the image's dtype by each step, as Kornia's are)
// Errors:    p or p_batch outside [0, 1]; a factor not one number or two; a negative or
//            non-finite number; a range out of its bounds (brightness,
//            contrast, saturation [0, inf); hue [-0.5, 0.5]) or reversed; an
//            order entry outside 0..3 or repeated; an undefined generator;
//            not 2-D to 4-D; a non-floating image; C != 3 when saturation or
//            hue is active; an empty image when contrast is active
// Tolerance: fused replay within 1024 ulp (float32); within 2048 ulp (float64):
//            its contrast and saturation steps' bounds (their headers); eager,
//            traced and loaded graphs are exact; random: same seed -> same
//            output and generator state
#pragma once

#include <ATen/core/Tensor.h>

#include <array>
#include <optional>
#include <vector>

#include "ops/augmentation/base.h"
#include "ops/core/op_spec.h"

namespace kornia::augmentation {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& color_jitter_op();

class ColorJitter : public AugmentationBase2D {
 public:
  // Each factor: {s} or {lo, hi} (see above); Kornia's default for each is 0.
  ColorJitter(const std::vector<double>& brightness, const std::vector<double>& contrast,
              const std::vector<double>& saturation, const std::vector<double>& hue, Gate gate,
              std::optional<std::vector<int64_t>> order, at::Generator generator);
  at::Tensor Apply(const at::Tensor& x, const Params& params) const override;

 protected:
  void CheckInput(const at::Tensor& input) const override;
  Params Sample(int64_t batch, const at::Tensor& x) override;

 private:
  // Step idx on x with the sampled factors, skipped (x) where every factor is
  // neutral.
  at::Tensor Step(int64_t idx, const at::Tensor& x, const Params& params) const;

  std::array<std::array<float, 2>, 4> range_;  // brightness, contrast, saturation, hue
  // Step i runs: its range is not exactly {neutral, neutral} and a fixed
  // order names it.
  std::array<bool, 4> used_;
  bool permuted_;  // the order is drawn (no fixed order, a step used)
  std::optional<std::vector<int64_t>> order_;
};

}  // namespace kornia::augmentation
