// The augmentation base: a per-sample probability gate and parameters drawn
// inside the call, from an explicit generator.
//
// op(x) is the whole user path, so tracing op(x) captures the draws as well:
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

#include <map>
#include <string>

#include "ops/core/check.h"

namespace kornia::augmentation {

using Params = std::map<std::string, at::Tensor>;

class AugmentationBase2D {
 public:
  // `name` is the op's public name, for errors; p in [0, 1]; `dtypes`: the
  // image dtypes the op accepts (checked before any draw).
  AugmentationBase2D(std::string name, double p, at::Generator generator,
                     core::ImageDtypes dtypes = core::ImageDtypes::kAny);
  virtual ~AugmentationBase2D() = default;

  // x: (B, C, H, W) or (C, H, W) (treated as B = 1; the result is batched).
  at::Tensor operator()(const at::Tensor& x);

  // The gate and parameters of the last call ("batch_prob" is the bool gate).
  const Params& Last() const { return last_; }

  // The deterministic transform of the whole batch with given parameters.
  virtual at::Tensor Apply(const at::Tensor& x, const Params& params) const = 0;

 protected:
  virtual Params Sample(int64_t batch, const at::Tensor& x) = 0;
  // Step 3, given the batched x and the bool gate (B,).
  virtual at::Tensor Gated(const at::Tensor& x, const Params& params, const at::Tensor& gate) const;
  at::Generator& generator() { return generator_; }
  const std::string& name() const { return name_; }

 private:
  std::string name_;
  double p_;
  at::Generator generator_;
  core::ImageDtypes dtypes_;
  Params last_;
};

}  // namespace kornia::augmentation
