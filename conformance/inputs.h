// Deterministic inputs: the harness's own counter-based generator.
//
// Element i of an input is a pure function of (seed, i): SplitMix64 of the
// counter, so a case gives the same bytes on every torch version, machine and
// thread count (torch's RNG is never used for inputs). Values are built in
// double and rounded once to the dtype (IEEE round-to-nearest-even, identical
// everywhere).
#pragma once

#include <torch/types.h>

#include <cstdint>
#include <string>
#include <vector>

namespace kornia::conformance {

enum class ValueClass {
  kUniform,      // lo + (hi - lo) * u
  kInteresting,  // +-0.0, +-tiny (smallest normal), +-0.25, +-1, +-pi/2, +-pi, cycled
  kLarge,        // +-(1 + u) * 2**e, e in [10, max exponent - 2] of the dtype
  kExtremal,     // inf, -inf, NaN, +-denormal min, dtype max/lowest, +-min normal
  kNanThird,     // uniform, every third element NaN
};

const char* ValueClassName(ValueClass c);
constexpr ValueClass kAllValueClasses[] = {ValueClass::kUniform, ValueClass::kInteresting,
                                           ValueClass::kLarge, ValueClass::kExtremal,
                                           ValueClass::kNanThird};

// The i-th draw of stream `seed`, uniform in [0, 1) (53 bits).
double CounterUniform(uint64_t seed, uint64_t i);

// A tensor of `shape` in `dtype`, value class `cls`. Integer dtypes take
// uniform integers in [lo, hi] (classes other than uniform use the dtype's
// full range); bool takes u < 0.5.
torch::Tensor MakeInput(const std::vector<int64_t>& shape, torch::ScalarType dtype, ValueClass cls,
                        uint64_t seed, double lo = 0.0, double hi = 1.0);

// Every one of the 65,536 bit patterns of float16 or bfloat16, in order,
// reshaped to `shape` (numel 65,536).
torch::Tensor AllBitPatterns(torch::ScalarType dtype, const std::vector<int64_t>& shape);

// A stable seed from a point id (FNV-1a), so inputs follow the id, not the
// order in which points are made.
uint64_t SeedOf(const std::string& id);

// Same values, another layout. Each keeps the values of `x` exactly.
struct Layout {
  std::string name;
  torch::Tensor tensor;
};
// non-contiguous (every other element of the last dim), transposed (last two
// dims), channels-last (4-D only), storage offset, and expanded (stride 0 in
// dim 0, only when every sample equals the first: see ExpandedFirst).
std::vector<Layout> Relayouts(const torch::Tensor& x);

// x[0:1] expanded to x.size(0) samples with stride 0, and its contiguous copy.
std::pair<torch::Tensor, torch::Tensor> ExpandedFirst(const torch::Tensor& x);

// A dtype's id in reports and the known-failure manifest: torch's Python name
// ("float32", "bfloat16", ...), as in op error messages (core::DtypeName).
std::string DtypeId(torch::ScalarType dtype);

// `t` moved `steps` ulps (+1 up, -1 down) through its bit pattern: exact for
// finite values of one sign away from zero (the sweeps use it on [0, 1]).
torch::Tensor StepUlp(const torch::Tensor& t, int64_t steps);

}  // namespace kornia::conformance
