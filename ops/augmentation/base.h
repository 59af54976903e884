// The augmentation base: a per-sample probability gate and parameters drawn
// inside the call, from an explicit generator.
//
// op(x) is the whole user path, so tracing op(x) captures the draws as well:
//   0. check:  the image (rank, the op's dtypes) and the op's own
//              CheckInput(x), before any draw
//   1. gate:   u = rand(B, generator) (float32, on the generator's device;
//              the gate moves to x's); apply where u < p
//   2. params: Sample(B, x) draws the op's parameters (after the gate, always)
//   3. out = Gated(x, params, gate): where(gate, Apply(x, params), x), or an
//      op's own kernel for the same bytes (RandomHorizontalFlip's native one)
// Branchless: every sample is transformed and the gate selects (a {0,1} gate
// with no host branch, so p = 0 and p = 1 run the same graph). The draw order
// is part of the contract: the same seed gives the same output *and* leaves the
// generator in the same state.
// Parameters are returned with the output (Last()) so a peer can be compared on
// the apply step alone (Apply(x, params)).
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

class AugmentationBase2D {
 public:
  // `spec` is the op's descriptor: its name (Kornia's class) for errors and
  // its image signature, checked before any draw; p in [0, 1].
  AugmentationBase2D(const core::OpSpec& spec, double p, at::Generator generator);
  virtual ~AugmentationBase2D() = default;

  // x: (B, C, H, W) or (C, H, W) (treated as B = 1; the result is batched).
  at::Tensor operator()(const at::Tensor& x);

  // The gate and parameters of the last call ("batch_prob" is the bool gate).
  const Params& Last() const { return last_; }

  // The deterministic transform of the whole batch with given parameters.
  virtual at::Tensor Apply(const at::Tensor& x, const Params& params) const = 0;

 protected:
  // Step 0's op-specific part (ColorJitter's channels), on the caller's
  // image as given (3-D or 4-D): raise before any draw.
  virtual void CheckInput(const at::Tensor& input) const {}
  virtual Params Sample(int64_t batch, const at::Tensor& x) = 0;
  // Step 3, given the batched x and the bool gate (B,).
  virtual at::Tensor Gated(const at::Tensor& x, const Params& params, const at::Tensor& gate) const;
  at::Generator& generator() { return generator_; }
  const std::string& name() const { return name_; }

 private:
  const core::OpSpec& spec_;
  std::string name_;
  double p_;
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
                       double lo, double hi, bool clip_output, double p, at::Generator generator);
  Params Sample(int64_t batch, const at::Tensor& x) override;
  std::pair<at::Tensor, at::Tensor> ApplyInputs(const at::Tensor& x, const Params& params) const;
  bool clip_output() const { return clip_output_; }

 private:
  std::string key_;
  std::array<float, 2> range_;
  bool clip_output_;
};

namespace detail {

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
