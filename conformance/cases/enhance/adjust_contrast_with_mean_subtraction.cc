// Conformance case of ops/enhance/adjust_contrast_with_mean_subtraction.
#include "ops/enhance/adjust_contrast_with_mean_subtraction.h"

#include "conformance/cases/enhance/family_factor.h"

KC_CASE(enhance, adjust_contrast_with_mean_subtraction) {
  auto f = [](const torch::Tensor& x, const auto& v) {
    return enhance::adjust_contrast_with_mean_subtraction(x, v);
  };
  OpCase c = FactorOp(op, {.factor = 1.5,
                           .op = f,
                           .host_values = {0.0, 0.5, 1.0, 2.0, -1.0},
                           .pairs = {{1.5, 0.5}, {0.0, 2.0}, {1.0, -1.0}, {0.25, 4.0}}});
  // The non-RGB path: the mean over C, H and W (1 and 4 channels).
  // And over 2 x 3 x 128 x 128 per sample, the threads check's size (float32
  // and float64 among them: a per-thread sum shows in the image it shifts).
  AddPoints(c, [f] {
    return ShapePoints(f, 0.5,
                       {{"c1", {2, 1, 3, 33}}, {"c4", {2, 4, 3, 33}}, {"large", {2, 3, 128, 128}}});
  });
  // The mean over 73,984 half elements (HalfReductionImage).
  AddPoints(c, [f, name = op.name] {
    return HalfReductionPoints(name, 3, [f](const std::string& id, const torch::Tensor& x) {
      return Point(id, id, {x}, [f](const Inputs& in) { return f(in[0], 0.5); },
                   {.args = {In(0), 0.5}});
    });
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
