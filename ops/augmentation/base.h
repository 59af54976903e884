// The augmentation base: a per-sample probability gate and parameters drawn
// inside the call, from an explicit generator.
//
// op(x) is the whole user path, so tracing op(x) captures the draws as well.
// The draws are Kornia 0.9's, one for one (same seed: Kornia's output, its
// parameters and its generator state):
//   0. check:  the image (rank, the op's dtypes) and the op's own
//              CheckInput(x), before any draw
//   1. gate:   batch_prob (float32 (B,), on the generator's device):
//              p_batch 1 or 0 draws nothing, else rand(1) < p_batch; then
//              p 1 or 0 draws nothing, same_on_batch one rand(1) < p for the
//              batch, else rand(B) < p; their product. A sample is applied
//              where batch_prob > 0.5 (p, p_batch and same_on_batch are the
//              constructor's numbers: the same graph for every draw)
//   2. params: Sample(B, x) draws the op's parameters (after the gate, always;
//              same_on_batch: Drawn(B) = 1 draw, spread over the batch)
//   3. out = Gated(x, params, gate): where(gate, Apply(x, params), x), or an
//      op's own kernel for the same bytes (RandomHorizontalFlip's native one)
//   4. keepdim: a (C, H, W) input gives (C, H, W), else (1, C, H, W)
// Branchless: every sample is transformed and the gate selects (a {0,1} gate
// with no host branch on a drawn value). The draw order is part of the
// contract: the same seed gives the same output *and* leaves the generator in
// the same state.
// Parameters are kept with the output (Last(): Kornia's `_params`), and
// Replay(x, params) applies given ones (Kornia's forward(x, params=...)), so
// a peer can be compared on the apply step alone.
#pragma once

#include <ATen/core/Generator.h>
#include <ATen/core/Tensor.h>

#include <array>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "ops/core/check.h"
#include "ops/core/op_spec.h"

namespace kornia::augmentation {

using Params = std::map<std::string, at::Tensor>;

// Kornia's batch arguments of every augmentation: p per sample, p_batch for
// the whole batch, same_on_batch (one draw for the batch: its gate and its
// parameters), keepdim (a (C, H, W) input keeps its shape). A number is the
// gate at p with Kornia's defaults for the rest.
struct Gate {
  Gate(double p) : p(p) {}  // NOLINT(google-explicit-constructor): Gate(0.5)
  Gate(double p, double p_batch, bool same_on_batch, bool keepdim)
      : p(p), p_batch(p_batch), same_on_batch(same_on_batch), keepdim(keepdim) {}
  double p;
  double p_batch = 1.0;
  bool same_on_batch = false;
  bool keepdim = false;
};

class AugmentationBase2D {
 public:
  // `spec` is the op's descriptor: its name (Kornia's class) for errors and
  // its image signature, checked before any draw; p and p_batch in [0, 1].
  AugmentationBase2D(const core::OpSpec& spec, Gate gate, at::Generator generator);
  virtual ~AugmentationBase2D() = default;

  // x: (B, C, H, W), (C, H, W) or (H, W) (treated as B = 1, and C = 1; the
  // result is batched unless keepdim).
  at::Tensor operator()(const at::Tensor& x);

  // Kornia's forward(x, params=params): the apply step with given parameters
  // (every key of the op's spec.params; "batch_prob" (B,) selects the
  // samples, all of them where p and p_batch are 1, as Kornia's), no draw.
  at::Tensor Replay(const at::Tensor& x, const Params& params) const;

  // Kornia's transform_matrix for x and params (Last() or Replay's): (B, 3,
  // 3) in x's dtype (float32 for a non-floating x); the identity for an
  // intensity augmentation.
  virtual at::Tensor Matrix(const at::Tensor& x, const Params& params) const;

  // The gate and parameters of the last call, keyed as Kornia's `_params`
  // ("batch_prob": float32 (B,), 1 where applied).
  const Params& Last() const { return last_; }

  // The deterministic transform of the whole batch with given parameters.
  virtual at::Tensor Apply(const at::Tensor& x, const Params& params) const = 0;

 protected:
  // Step 0's op-specific part (ColorJitter's channels), on the caller's
  // image as given (2-D to 4-D): raise before any draw.
  virtual void CheckInput(const at::Tensor& input) const {}
  virtual Params Sample(int64_t batch, const at::Tensor& x) = 0;
  // Step 3, given the batched x and the bool gate (B,).
  virtual at::Tensor Gated(const at::Tensor& x, const Params& params, const at::Tensor& gate) const;
  at::Generator& generator() { return generator_; }
  const std::string& name() const { return name_; }
  // How many samples Sample(batch, x) draws (1 with same_on_batch), and a
  // drawn (Drawn(batch), ...) tensor over the batch (repeated with
  // same_on_batch, as Kornia's _adapted_rsampling).
  int64_t Drawn(int64_t batch) const { return gate_.same_on_batch ? 1 : batch; }
  // Which of x's samples params apply to (bool (B,) on x's device): all of
  // them where p and p_batch are 1 or params have no batch_prob (Kornia's
  // _gate), else batch_prob > 0.5.
  at::Tensor Applied(const at::Tensor& x, const Params& params) const;
  // A flip's transform_matrix (Kornia's hflip and vflip matrices): where
  // applied, coordinate `axis` (0: x over W, 1: y over H) maps to
  // (size - 1) - itself; the identity elsewhere.
  at::Tensor FlipMatrix(const at::Tensor& x, const Params& params, int axis) const;
  at::Tensor OverBatch(const at::Tensor& drawn, int64_t batch) const;

 private:
  // Step 1: batch_prob, float32 (B,) on the generator's device.
  at::Tensor BatchProb(int64_t batch);
  // Step 0 and the batched image.
  at::Tensor Batched(const at::Tensor& input) const;
  // Step 4.
  at::Tensor Output(const at::Tensor& out, const at::Tensor& input) const;

  const core::OpSpec& spec_;
  std::string name_;
  Gate gate_;
  at::Generator generator_;
  Params last_;
};

// An augmentation with one factor per sample (RandomBrightness,
// RandomContrast: Kornia's PlainUniformGenerator): `factor` (the argument's
// name, "brightness") is a range as detail::FactorRange makes it around 1
// within [lo, hi], drawn per sample after the gate as `<factor>_factor`.
// The subclass's Apply takes ApplyInputs: the image clamped to [0, 1] when
// clip_output, and the factor cast to its dtype (Kornia casts it before the
// arithmetic).
// lint: allow(op-contract) the one-factor ops' base (their headers carry the contract), not an op
class FactorAugmentation2D : public AugmentationBase2D {
 protected:
  FactorAugmentation2D(const core::OpSpec& spec, std::string factor, const std::vector<double>& arg,
                       double lo, double hi, bool clip_output, Gate gate, at::Generator generator);
  Params Sample(int64_t batch, const at::Tensor& x) override;
  std::pair<at::Tensor, at::Tensor> ApplyInputs(const at::Tensor& x, const Params& params) const;
  bool clip_output() const { return clip_output_; }

 private:
  std::string key_;
  std::array<float, 2> range_;
  bool clip_output_;
};

namespace detail {

// An augmentation's image as a batch: (H, W) is (1, 1, H, W), (C, H, W)
// is (1, C, H, W), as Kornia's _transform_input.
at::Tensor AsBatch(const at::Tensor& image);

// A factor range as Kornia's _range_bound and _joint_range_check make it, in
// float32 as Kornia computes it: `arg` is one number s >= 0 (the range
// [center - s, center + s], its lower end floored at `lo`) or a pair
// {min, max}; finite, lo <= min <= max <= hi. Errors name `op` and `name`:
//   ColorJitter(): expected hue a range (min, max) with -0.5 <= min <= max
//     <= 0.5, but got hue range = (-0.5, 0.6)
std::array<float, 2> FactorRange(const char* op, const char* name, const std::vector<double>& arg,
                                 float center, double lo, double hi);

// Kornia's UniformDistribution(min, max).rsample((B,)): min + u * (max - min)
// in float32, u = rand(B) on the generator's device; moved to `x`'s device.
at::Tensor DrawUniform(int64_t batch, const std::array<float, 2>& range, at::Generator& generator,
                       const at::Tensor& x);

}  // namespace detail

}  // namespace kornia::augmentation
