// Conformance case of ops/enhance/equalize3d.
#include "ops/enhance/equalize3d.h"

#include "conformance/cases/enhance/equalize.h"

namespace kornia::conformance::cases {
namespace equalize3d_case {

using enhance::equalize3d;

OpCase Equalize3d() {
  const OpFn run = [](const Inputs& in) { return equalize3d(in[0]); };
  OpCase c;
  c.name = "equalize3d";
  c.package = "enhance";
  c.kornia = "kornia.enhance.equalize3d";
  c.claimed_dtypes = SignatureDtypes(core::ImageDtypes::kFloating);
  c.probe = [](torch::ScalarType d) { return equalize3d(ProbeImage(d, {1, 3, 2, 4, 5})); };
  c.batch_inputs = {0};
  c.points = [run] {
    return EqualizePoints(
        run, {.width =
                  [](int64_t w) {
                    return std::vector<int64_t>{2, 3, 2, 3, w};
                  },
              .levels = {1, 3, 2, 12, 32},
              .small = {2, 3, 2, 2, 6},
              .large = MakeInput({2, 3, 4, 64, 64}, torch::kFloat, ValueClass::kUniform,
                                 SeedOf("equalize3d_large"))});
  };
  c.errors = {{"rank_3",
               [] {
                 equalize3d(torch::rand({3, 4, 5}));
               },
               "equalize3d(): expected a volume of shape (*, C, D, H, W) with non-empty C, D, H "
               "and W, but got shape [3, 4, 5]"},
              {"empty_depth",
               [] {
                 equalize3d(torch::rand({1, 3, 0, 4, 5}));
               },
               "equalize3d(): expected a volume of shape (*, C, D, H, W) with non-empty C, D, H "
               "and W, but got shape [1, 3, 0, 4, 5]"}};
  AddEqualizeValueErrors(c, run, {2, 3, 2, 4, 4});
  return c;
}

KC_REGISTER_CASE(Equalize3d);

}  // namespace equalize3d_case
}  // namespace kornia::conformance::cases
