// Conformance case of ops/enhance/equalize.
#include "ops/enhance/equalize.h"

#include "conformance/cases/enhance/equalize.h"

namespace kornia::conformance::cases {
namespace equalize_case {

OpCase Equalize() {
  auto call = [](const torch::Tensor& x) { return enhance::equalize(x); };
  const OpFn run = [call](const Inputs& in) { return call(in[0]); };
  OpCase c = ImageOp({.name = "equalize",
                      .package = "enhance",
                      .kornia = "kornia.enhance.equalize",
                      .image = {.non_empty = true},
                      .call = call});
  c.points = [run] {
    return EqualizePoints(run, {.width =
                                    [](int64_t w) {
                                      return std::vector<int64_t>{2, 3, 3, w};
                                    },
                                .levels = {1, 3, 24, 32},
                                .small = {2, 3, 4, 6},
                                .large = LargeImage(torch::kFloat, 3, "equalize_large")});
  };
  AddEqualizeValueErrors(c, run, {2, 3, 4, 4});
  return c;
}

KC_REGISTER_CASE(Equalize);

}  // namespace equalize_case
}  // namespace kornia::conformance::cases
