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

inline SweepPoint Point(std::string id, std::string shape_class, std::string dtype, Inputs inputs,
                        OpFn run) {
  SweepPoint p;
  p.id = std::move(id);
  p.shape_class = std::move(shape_class);
  p.dtype = std::move(dtype);
  p.inputs = std::move(inputs);
  p.run = std::move(run);
  return p;
}

// A point's random state: `generator` (shared by the points of a shape class)
// with this point's seed.
inline std::shared_ptr<RandomState> Seeded(const at::Generator& generator, uint64_t seed) {
  auto s = std::make_shared<RandomState>();
  s->generator = generator;
  s->seed = seed;
  return s;
}

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

inline std::vector<SweepPoint> ElementwisePoints(const ElementwiseSpec& s) {
  std::vector<SweepPoint> points;
  for (const auto& d : kFloatDtypes) {
    std::vector<int64_t> widths(std::begin(kTailWidths), std::end(kTailWidths));
    widths.insert(widths.end(), std::begin(kEdgeWidths), std::end(kEdgeWidths));
    for (int64_t w : widths) {
      const std::string id = std::string(d.name) + "_w" + std::to_string(w);
      points.push_back(Point(
          id, id, d.name,
          {MakeInput({2, s.channels, 3, w}, d.type, ValueClass::kUniform, SeedOf(id), s.lo, s.hi)},
          s.run));
    }
    if (s.value_classes)
      for (ValueClass v : kAllValueClasses) {
        if (v == ValueClass::kUniform) continue;
        const std::string id = std::string(d.name) + "_w33_" + ValueClassName(v);
        points.push_back(
            Point(id, std::string(d.name) + "_w33", d.name,
                  {MakeInput({2, s.channels, 3, 33}, d.type, v, SeedOf(id), s.lo, s.hi)}, s.run));
      }
    if (s.all_bits && (d.type == torch::kHalf || d.type == torch::kBFloat16)) {
      // Channel c holds every pattern, rotated by c * 21,845 so channels differ.
      std::vector<torch::Tensor> channels;
      for (int64_t c = 0; c < s.channels; ++c)
        channels.push_back(
            AllBitPatterns(d.type, {256, 256}).flatten().roll(c * 21845).view({256, 256}));
      const std::string id = std::string(d.name) + "_all_bits";
      points.push_back(Point(id, id, d.name, {torch::stack(channels).unsqueeze(0)}, s.run));
    }
  }
  return points;
}

// The threads check's input: 2 x C x 128 x 128 values uniform in [lo, hi]
// (98,304 elements at C = 3: three of ATen's 32,768-element grains, so 1, 2
// and 3 intra-op threads each split the work differently). Every case has at
// least one point this large (conformance_test's `<op>.threads/coverage`).
inline torch::Tensor LargeImage(torch::ScalarType dtype, int64_t channels, const std::string& id,
                                double lo = 0.0, double hi = 1.0) {
  return MakeInput({2, channels, 128, 128}, dtype, ValueClass::kUniform, SeedOf(id), lo, hi);
}

// A random op's probability in point ids: p0, p05, p1.
inline std::string PName(double p) { return p == 0 ? "p0" : p == 1 ? "p1" : "p05"; }

// A small image in `dtype` for the dtypes check.
inline torch::Tensor ProbeImage(torch::ScalarType dtype,
                                std::vector<int64_t> shape = {1, 3, 4, 5}) {
  return MakeInput(shape, dtype, ValueClass::kUniform, 7, 0.0, 1.0);
}

}  // namespace kornia::conformance::cases
