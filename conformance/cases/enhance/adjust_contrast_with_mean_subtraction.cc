// Conformance case of ops/enhance/adjust_contrast_with_mean_subtraction.
#include "ops/enhance/adjust_contrast_with_mean_subtraction.h"

#include "conformance/cases/enhance/factor.h"

namespace kornia::conformance::cases {
namespace adjust_contrast_with_mean_subtraction_case {

OpCase AdjustContrastWithMean() {
  OpCase c = FactorOp(
      {
          .name = "adjust_contrast_with_mean_subtraction",
          .package = "enhance",
          .kornia = "kornia.enhance.adjust_contrast_with_mean_subtraction",
          .image = {.non_empty = true},
      },
      {.factor = 1.5,
       .host = [](const torch::Tensor& x,
                  double v) { return enhance::adjust_contrast_with_mean_subtraction(x, v); },
       .tensor =
           [](const torch::Tensor& x, const torch::Tensor& v) {
             return enhance::adjust_contrast_with_mean_subtraction(x, v);
           },
       .host_values = {0.0, 0.5, 1.0, 2.0, -1.0},
       .pairs = {{1.5, 0.5}, {0.0, 2.0}, {1.0, -1.0}, {0.25, 4.0}}});
  // The non-RGB path: the mean over C, H and W (1 and 4 channels).
  AddPoints(c, [] {
    std::vector<SweepPoint> points;
    for (const auto& d : kFloatDtypes)
      for (int64_t channels : {1, 4}) {
        const std::string id = std::string(d.name) + "_c" + std::to_string(channels);
        SweepPoint p =
            Point(id, id, d.name,
                  {MakeInput({2, channels, 3, 33}, d.type, ValueClass::kUniform, SeedOf(id))},
                  [](const Inputs& in) {
                    return enhance::adjust_contrast_with_mean_subtraction(in[0], 0.5);
                  });
        p.kornia = R"({"args": ["$0", 0.5]})";
        points.push_back(std::move(p));
      }
    return points;
  });
  c.tolerance.fused_ulp = {{"float32", 1024}, {"float64", 256}};
  c.tolerance.reason =
      "the TensorExpr fuser contracts image * factor + mean * (1 - factor) "
      "its own way, and where the sum cancels to near 0 one rounding is many "
      "ulps of the result: measured at most 512 ulp float32 (1.2e-7 absolute) "
      "and 128 ulp float64 (1.1e-16), 2.14.1; float16/bfloat16 are not fused "
      "on CPU";
  return c;
}

KC_REGISTER_CASE(AdjustContrastWithMean);

}  // namespace adjust_contrast_with_mean_subtraction_case
}  // namespace kornia::conformance::cases
