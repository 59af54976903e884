// Conformance case of ops/enhance/equalize3d.
#include "ops/enhance/equalize3d.h"

#include "conformance/cases/enhance/family_equalize.h"
#include "conformance/cases/enhance/family_sweep.h"

KC_CASE(enhance, equalize3d) {
  using enhance::equalize3d;
  const OpFn run = [](const Inputs& in) { return equalize3d(in[0]); };
  OpCase c = DataOp(op, [](torch::ScalarType d) {
    return equalize3d(ProbeImage(d, {1, 3, 2, 4, 5}));
  });
  c.points = [run, large = op.name + "_large"] {
    return EqualizePoints(run, {.width =
                                    [](int64_t w) {
                                      return std::vector<int64_t>{2, 3, 2, 3, w};
                                    },
                                .levels = {1, 3, 2, 12, 32},
                                .small = {2, 3, 2, 2, 6},
                                .large = MakeInput({2, 3, 4, 64, 64}, torch::kFloat,
                                                   ValueClass::kUniform, SeedOf(large))});
  };
  // Each channel's histogram over a 1 x 272 x 272 half volume (HalfReductionImage).
  AddPoints(c, [run, name = op.name] {
    return HalfReductionPoints(name, 3, [run](const std::string& id, const torch::Tensor& x) {
      return Point(id, id, {x.unsqueeze(2)}, run);
    });
  });
  AddFloat64Twins(c, {"float32_large"});
  const std::string volume =
      "expected a volume of shape (*, C, D, H, W) with non-empty C, D, H and W, but got shape ";
  // The op on a random volume of `shape`.
  auto on = [](std::vector<int64_t> shape) { return [shape] { equalize3d(torch::rand(shape)); }; };
  c.errors = {{"rank_3", on({3, 4, 5}), volume + "[3, 4, 5]"},
              {"empty_depth", on({1, 3, 0, 4, 5}), volume + "[1, 3, 0, 4, 5]"}};
  AddEqualizeValueErrors(c, run, {2, 3, 2, 4, 4});
  return c;
}
