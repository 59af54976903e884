// Conformance case of ops/augmentation/random_posterize, a random op. The points of a shape
// class share one generator (a traced graph holds the generator it was traced
// with as a constant) and each has its own seed, which the harness sets before
// every eager call and replay; the op object is built inside the user path around it, so `op(x)` --
// gate draw, parameter draws, apply -- is what is traced. Points of one shape
// class differ in seed and image, so a graph that baked in one call's draws
// fails the replay on the others.
#include "ops/augmentation/random_posterize.h"

#include <torch/torch.h>

#include "conformance/cases/common.h"

namespace kornia::conformance::cases {
namespace {

using augmentation::RandomPosterize;

std::vector<SweepPoint> PosterizePoints() {
  std::vector<SweepPoint> points;
  for (const auto& d : kFloatDtypes)
    for (double p : {0.0, 0.5, 1.0})
      for (double low : {0.0, 3.0, 8.0}) {
        const std::string cls =
            std::string(d.name) + "_" + PName(p) + "_low" + std::to_string(int(low));
        const at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(0);  // one per class
        for (uint64_t seed : {1, 2, 3}) {
          const std::string id = cls + "_seed" + std::to_string(seed);
          auto state = Seeded(gen, seed);
          SweepPoint pt = Point(
              id, cls, d.name,
              {MakeInput({8, 3, 4, 5}, d.type, ValueClass::kUniform, SeedOf(id), -0.25, 1.25)},
              [state, p, low](const Inputs& in) {
                RandomPosterize op(low, p, state->generator);
                return op(in[0]);
              });
          pt.random = state;
          points.push_back(pt);
        }
      }
  for (const auto& d : kFloatDtypes) {
    const std::string id = std::string(d.name) + "_p05_low3_large";
    auto state = Seeded(at::make_generator<at::CPUGeneratorImpl>(0), 1);
    SweepPoint pt =
        Point(id, id, d.name, {LargeImage(d.type, 3, id, -0.25, 1.25)}, [state](const Inputs& in) {
          RandomPosterize op(3.0, 0.5, state->generator);
          return op(in[0]);
        });
    pt.random = state;
    points.push_back(pt);
  }
  return points;
}

OpCase Posterize() {
  const auto gen = at::make_generator<at::CPUGeneratorImpl>(0);
  OpCase posterize;
  posterize.name = "RandomPosterize";
  posterize.package = "augmentation";
  posterize.points = PosterizePoints;
  posterize.flags = kRandom;
  posterize.claimed_dtypes = FloatIds();
  posterize.probe = [](torch::ScalarType d) {
    RandomPosterize op(3, 0.5, at::make_generator<at::CPUGeneratorImpl>(0));
    return op(ProbeImage(d));
  };
  posterize.batch_inputs = {0};
  posterize.errors = {
      {"bits_9", [gen] { RandomPosterize(9, 0.5, gen); },
       "RandomPosterize(): expected bits in [0, 8], but got bits = 9"},
      {"p_negative", [gen] { RandomPosterize(3, -0.1, gen); },
       "RandomPosterize(): expected p in [0, 1], but got p = -0.1"},
      {"image_uint8",
       [gen] {
         RandomPosterize(3, 0.5, gen)(torch::zeros({1, 3, 2, 2}, torch::kByte));
       },
       "RandomPosterize(): expected a floating image (float16, bfloat16, float32 or float64), but "
       "got uint8"},
  };
  return posterize;
}

KC_REGISTER_CASE(Posterize);

}  // namespace
}  // namespace kornia::conformance::cases
