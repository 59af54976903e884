// Helpers shared by the case files: dtype lists, sweep sizes, point builders.
#pragma once

#include <ATen/CPUGeneratorImpl.h>
#include <torch/types.h>

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "conformance/inputs.h"
#include "conformance/registry.h"

namespace kornia::conformance::cases {

struct Dt {
  torch::ScalarType type;
  const char* name;
};
inline constexpr Dt kFloatDtypes[] = {{torch::kHalf, "float16"},
                                      {torch::kBFloat16, "bfloat16"},
                                      {torch::kFloat, "float32"},
                                      {torch::kDouble, "float64"}};

// Widths of the elementwise sweeps: vector tails (not divisible by 8/16/32/64)
// and each dtype's precision edge (2**p - 1, 2**p, 2**p + 1: bf16 p=8, fp16 p=11).
inline constexpr int64_t kTailWidths[] = {1, 7, 9, 15, 17, 31, 33, 63, 65};
inline constexpr int64_t kEdgeWidths[] = {255, 256, 257, 2047, 2048, 2049};

// A point; its dtype is its first input's.
SweepPoint Point(std::string id, std::string shape_class, Inputs inputs, OpFn run);
// A point with Kornia's call for it.
SweepPoint Point(std::string id, std::string shape_class, Inputs inputs, OpFn run,
                 KorniaCall kornia);
// A factory's point (no input): its dtype the one it makes.
SweepPoint FactoryPoint(std::string id, std::string shape_class, torch::ScalarType dtype, OpFn run);
// A point's run of an op on its image: `call(inputs[0])`.
OpFn OnImage(core::ImageFn call);

// Values of `shape` uniform in [lo, hi] in `dtype` (MakeInput's uniform
// class), seeded by `id` (SeedOf).
torch::Tensor UniformInput(const std::vector<int64_t>& shape, torch::ScalarType dtype,
                           const std::string& id, double lo = 0.0, double hi = 1.0);

// A point's random state: `generator` (shared by the points of a shape class)
// with this point's seed.
std::shared_ptr<RandomState> Seeded(const at::Generator& generator, uint64_t seed);

// An elementwise image op's sweep: for each floating dtype, every tail and
// edge width (uniform values in [lo, hi]), every value class at width 33 (one
// shape class, so the graph traced on uniform values replays on the others),
// and, for float16/bfloat16, all 65,536 bit patterns in each channel.
struct ElementwiseSpec {
  int64_t channels = 3;
  double lo = 0.0, hi = 1.0;
  bool value_classes = true;  // false: only in-domain values (uniform)
  bool all_bits = true;
  OpFn run;  // inputs[0] is the image
};

std::vector<SweepPoint> ElementwisePoints(const ElementwiseSpec& s);

// The threads check's input: 2 x C x 128 x 128 values uniform in [lo, hi]
// (98,304 elements at C = 3: three of ATen's 32,768-element grains, so 1, 2
// and 3 intra-op threads each split the work differently). Every case has at
// least one point this large (conformance_test's `<op>.threads/coverage`).
torch::Tensor LargeImage(torch::ScalarType dtype, int64_t channels, const std::string& id,
                         double lo = 0.0, double hi = 1.0);

// A reducing op's half-precision input (float16 or bfloat16): 1 x C x 272 x
// 272, 73,984 elements per channel (more than 65,536), uniform in [0.875, 1]:
// one channel's sum, about 69,400, overflows a float16 accumulator (largest
// finite 65,504), and a bfloat16 one stalls at 256, so an op that sums in the
// half dtype returns inf or garbage where the golden holds the right result.
torch::Tensor HalfReductionImage(torch::ScalarType dtype, int64_t channels, const std::string& id);

// One point per half dtype, `<dtype>_reduction`, from `make(id, image)` on
// HalfReductionImage(dtype, channels, <op>_<id>): every case of a reducing op
// has them (ops that sum, count or average over a slice of the image).
std::vector<SweepPoint> HalfReductionPoints(
    const std::string& op, int64_t channels,
    const std::function<SweepPoint(const std::string& id, const torch::Tensor& image)>& make);

// Appends to the case's points, for each id of `ids` (a float32 point's:
// "float32_large"), its float64 twin: the id and shape class with "float64"
// for "float32", every float32 input as float64 (the same values), the same
// call. A reducing op's large points in float64 (checks.h: ThreadsCoverage).
// Refuses, when the points are made, an id the case lacks or not of float32.
void AddFloat64Twins(OpCase& c, std::vector<std::string> ids);

// An error input given as a point is: the op's call `run` (its arguments as
// inputs) on `inputs`, refused with `message` (a ValueError; TypeError or
// NotImplementedError as `kind` says).
ErrorCase Refused(std::string id, OpFn run, Inputs inputs, std::string message,
                  ErrorKind kind = ErrorKind::kValue);

// An error input of a value check on tensor values: `run` on `bad` refused
// with `message`, and the graph `run` traced on `good` refused when replayed
// on `bad` (GraphError).
ErrorCase RefusedInGraph(std::string id, OpFn run, Inputs good, Inputs bad, std::string message);

// A random op's probability in point ids: p0, p05, p1.
inline std::string PName(double p) { return p == 0 ? "p0" : p == 1 ? "p1" : "p05"; }

// Claimed dtypes of a tensor argument (OpCase::tensor_args).
inline const std::vector<torch::ScalarType> kEveryDtype = {
    torch::kHalf, torch::kBFloat16, torch::kFloat, torch::kDouble, torch::kByte,
    torch::kChar, torch::kShort,    torch::kInt,   torch::kLong,   torch::kBool};
inline const std::vector<torch::ScalarType> kFloatingDtypes = {torch::kHalf, torch::kBFloat16,
                                                               torch::kFloat, torch::kDouble};
inline const std::vector<torch::ScalarType> kIntegerDtypes = {
    torch::kByte, torch::kChar, torch::kShort, torch::kInt, torch::kLong};

inline const std::vector<torch::ScalarType> kFloatingOrIntegerDtypes = {
    torch::kHalf, torch::kBFloat16, torch::kFloat, torch::kDouble, torch::kByte,
    torch::kChar, torch::kShort,    torch::kInt,   torch::kLong};

// A small image in `dtype` for the dtypes check.
torch::Tensor ProbeImage(torch::ScalarType dtype, std::vector<int64_t> shape = {1, 3, 4, 5});

}  // namespace kornia::conformance::cases
