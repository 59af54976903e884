#include "conformance/cases/color/family_alpha.h"

#include <string>
#include <utility>
#include <vector>

namespace kornia::conformance::cases {

OpCase AlphaOp(const core::OpSpec& op, AlphaHost host, AlphaTensor tensor) {
  OpCase c = ColorOp(op);
  AddPoints(c, [call = op.call, host, tensor] {
    std::vector<SweepPoint> points =
        IntegerPoints(call, {torch::kByte, torch::kInt, torch::kLong, torch::kBool});
    for (const auto& d : kFloatDtypes) {
      const std::string quarter = std::string(d.name) + "_alpha_0.25";
      points.push_back(
          Point(quarter, quarter,
                {MakeInput({2, 3, 3, 33}, d.type, ValueClass::kUniform, SeedOf(quarter))},
                [host](const Inputs& in) { return host(in[0], 0.25); }));
      points.back().kornia = KorniaCall{.args = {In(0), 0.25}};
      const std::string cls = std::string(d.name) + "_alpha_tensor";
      const torch::Tensor x = MakeInput({2, 3, 3, 33}, d.type, ValueClass::kUniform, SeedOf(cls));
      for (int i : {0, 1}) {
        const std::string id = cls + std::to_string(i);
        points.push_back(
            Point(id, cls, {x, MakeInput({2, 1, 3, 33}, d.type, ValueClass::kUniform, SeedOf(id))},
                  [tensor](const Inputs& in) { return tensor(in[0], in[1]); }));
        points.back().kornia = KorniaCall{.args = {In(0), In(1)}};
      }
    }
    return points;
  });
  WithKorniaCall(c, KorniaCall{.args = {In(0), 1.0}});
  c.batch_inputs = {0, 1};
  c.errors.push_back({"alpha_shape",
                      [tensor = std::move(tensor)] {
                        tensor(torch::rand({2, 3, 4, 4}), torch::rand({2, 3, 4, 4}));
                      },
                      "expected alpha_val of shape [2, 1, 4, 4], but got shape [2, 3, 4, 4]"});
  c.tensor_args = {{"alpha_val", {.input = 1, .dtypes = kEveryDtype}}};
  // The plane kernel (_planes: a byte move and a fill, on uint8) with alpha
  // values whose conversion the fill must share with full_like.
  std::vector<ImageCall> alphas;
  for (const double a : {0.0, 1.0, 0.5, 127.9, 255.0})
    alphas.push_back([host, a](const torch::Tensor& x) { return host(x, a); });
  AddCompositePoints(
      c, "alpha", [] { return U8Layouts(3); }, alphas);
  return c;
}

}  // namespace kornia::conformance::cases
