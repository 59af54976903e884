// An ops/augmentation-like header: classes are public ops too.
#pragma once
#include <torch/types.h>

namespace kornia::augmentation {

// An abstract base: not an op (its subclasses are).
class AugmentationBase {
 public:
  virtual ~AugmentationBase() = default;
  virtual torch::Tensor Apply(const torch::Tensor& x) const = 0;
  int draws = 0;
};

// GoodAug()
//
// Has everything.
// Shape:     (B, C, H, W) -> same
// Dtypes:    float32
// Errors:    none
// Tolerance: exact; random: same seed -> same output
class GoodAug : public AugmentationBase {
 public:
  torch::Tensor Apply(const torch::Tensor& x) const override;
};

class NoContract final : public AugmentationBase {  // expect: op-contract
 public:
  torch::Tensor Apply(const torch::Tensor& x) const override;
};

// MissingTolerance()
//
// Shape:     (B, C, H, W) -> same
// Dtypes:    float32
// Errors:    none
class MissingTolerance : public AugmentationBase {  // expect: op-contract
 public:
  torch::Tensor Apply(const torch::Tensor& x) const override;
};

// Unregistered()
//
// Shape:     (B, C, H, W) -> same
// Dtypes:    float32
// Errors:    none
// Tolerance: exact
class Unregistered {  // expect: op-contract
 public:
  torch::Tensor operator()(const torch::Tensor& x);
};

class Declared;  // a declaration, not a definition
struct Params {  // passive data: a struct is not an op
  int bits = 0;
};
enum class Mode { kA, kB };
template <class T>
T Identity(T t) { return t; }

namespace detail {
class Hidden {};
}  // namespace detail

}  // namespace kornia::augmentation
