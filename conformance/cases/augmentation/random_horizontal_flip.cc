// Conformance case of ops/augmentation/random_horizontal_flip, a random op. The points of a shape
// class share one generator (a traced graph holds the generator it was traced
// with as a constant) and each has its own seed, which the harness sets before
// every eager call and replay; the op object is built inside the user path around it, so `op(x)` --
// gate draw, parameter draws, apply -- is what is traced. Points of one shape
// class differ in seed and image, so a graph that baked in one call's draws
// fails the replay on the others.
#include "ops/augmentation/random_horizontal_flip.h"

#include <torch/torch.h>

#include "conformance/cases/common.h"

namespace kornia::conformance::cases {
namespace {

using augmentation::RandomHorizontalFlip;

std::vector<SweepPoint> FlipPoints() {
  std::vector<SweepPoint> points;
  std::vector<Dt> dtypes(std::begin(kFloatDtypes), std::end(kFloatDtypes));
  dtypes.push_back({torch::kByte, "uint8"});
  for (const auto& d : dtypes)
    for (double p : {0.0, 0.5, 1.0}) {
      const std::string cls = std::string(d.name) + "_" + PName(p);
      const at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(0);  // one per class
      for (uint64_t seed : {1, 2, 3}) {
        const std::string id = cls + "_seed" + std::to_string(seed);
        auto state = Seeded(gen, seed);
        SweepPoint pt = Point(id, cls, d.name,
                              {MakeInput({8, 3, 4, 5}, d.type, ValueClass::kUniform, SeedOf(id), 0,
                                         d.type == torch::kByte ? 255 : 1)},
                              [state, p](const Inputs& in) {
                                RandomHorizontalFlip flip(p, state->generator);
                                return flip(in[0]);
                              });
        pt.random = state;
        points.push_back(pt);
      }
    }
  for (const auto& d : dtypes) {
    const std::string id = std::string(d.name) + "_p05_large";
    auto state = Seeded(at::make_generator<at::CPUGeneratorImpl>(0), 1);
    SweepPoint pt =
        Point(id, id, d.name, {LargeImage(d.type, 3, id, 0, d.type == torch::kByte ? 255 : 1)},
              [state](const Inputs& in) {
                RandomHorizontalFlip flip(0.5, state->generator);
                return flip(in[0]);
              });
    pt.random = state;
    points.push_back(pt);
  }
  return points;
}

OpCase Flip() {
  OpCase flip;
  flip.name = "RandomHorizontalFlip";
  flip.package = "augmentation";
  flip.points = FlipPoints;
  flip.flags = kRandom;
  flip.claimed_dtypes = FloatIds();
  for (const char* d : {"uint8", "int8", "int16", "int32", "int64", "bool"})
    flip.claimed_dtypes.insert(d);
  flip.probe = [](torch::ScalarType d) {
    RandomHorizontalFlip op(0.5, at::make_generator<at::CPUGeneratorImpl>(0));
    return op(ProbeImage(d));
  };
  flip.batch_inputs = {0};
  const auto gen = at::make_generator<at::CPUGeneratorImpl>(0);
  flip.errors = {
      {"p_1_5", [gen] { RandomHorizontalFlip(1.5, gen); },
       "RandomHorizontalFlip(): expected p in [0, 1], but got p = 1.5"},
      {"image_2d",
       [gen] {
         RandomHorizontalFlip(0.5, gen)(torch::rand({4, 4}));
       },
       "RandomHorizontalFlip(): expected an image of shape (B, C, H, W) or (C, H, W), but got "
       "shape [4, 4]"},
  };

  return flip;
}

KC_REGISTER_CASE(Flip);

}  // namespace
}  // namespace kornia::conformance::cases
