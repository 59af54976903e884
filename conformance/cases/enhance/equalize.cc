// Conformance case of ops/enhance/equalize.
#include "ops/enhance/equalize.h"

#include "conformance/cases/enhance/family_equalize.h"

KC_CASE(enhance, equalize) {
  const OpFn run = OnImage(op.call);
  OpCase c = ImageOp(op);
  c.points = [run, large = op.name + "_large"] {
    return EqualizePoints(run, {.width =
                                    [](int64_t w) {
                                      return std::vector<int64_t>{2, 3, 3, w};
                                    },
                                .levels = {1, 3, 24, 32},
                                .small = {2, 3, 4, 6},
                                .large = LargeImage(torch::kFloat, 3, large)});
  };
  // Each channel's histogram over 73,984 half elements (HalfReductionImage).
  AddPoints(c, [run, name = op.name] {
    return HalfReductionPoints(name, 3, [run](const std::string& id, const torch::Tensor& x) {
      return Point(id, id, {x}, run);
    });
  });
  AddFloat64Twins(c, {"float32_large"});
  AddEqualizeValueErrors(c, run, {2, 3, 4, 4});
  return c;
}
