// Conformance case of ops/enhance/adjust_sigmoid.
#include "ops/enhance/adjust_sigmoid.h"

#include "conformance/cases/enhance/factor.h"

namespace kornia::conformance::cases {
namespace adjust_sigmoid_case {

using enhance::adjust_sigmoid;

// The elementwise sweep at the defaults, and per variant (cutoff, gain, inv)
// one point `<dtype>_<variant>`: a steep gain that saturates exp, a negative
// gain, inv.
OpCase AdjustSigmoid() {
  OpCase c = ElementwiseOp({.name = "adjust_sigmoid",
                            .package = "enhance",
                            .kornia = "kornia.enhance.adjust_sigmoid",
                            .call = [](const torch::Tensor& x) { return adjust_sigmoid(x); }});
  AddPoints(c, [] {
    struct Variant {
      const char* id;
      double cutoff, gain;
      bool inv;
    };
    std::vector<SweepPoint> points;
    for (const auto& d : kFloatDtypes)
      for (const Variant& v :
           {Variant{"inv", 0.5, 10.0, true}, Variant{"c0p2_g100", 0.2, 100.0, false},
            Variant{"c0p7_gm3_inv", 0.7, -3.0, true}}) {
        const std::string id = std::string(d.name) + "_" + v.id;
        SweepPoint p = Point(
            id, id, d.name, {MakeInput({2, 3, 3, 33}, d.type, ValueClass::kUniform, SeedOf(id))},
            [v](const Inputs& in) { return adjust_sigmoid(in[0], v.cutoff, v.gain, v.inv); });
        p.kornia = std::string(R"({"args": ["$0", )") + PyFloat(v.cutoff) + ", " + PyFloat(v.gain) +
                   ", " + (v.inv ? "true" : "false") + "]}";
        points.push_back(std::move(p));
      }
    return points;
  });
  c.tolerance.fused_ulp = {{"float32", 4}, {"float64", 4}};
  c.tolerance.reason =
      "the TensorExpr fuser computes exp with its own code, not libm's: "
      "measured at most 2 ulp float32 and float64, 2.14.1; float16/bfloat16 "
      "are not fused on CPU";
  return c;
}

KC_REGISTER_CASE(AdjustSigmoid);

}  // namespace adjust_sigmoid_case
}  // namespace kornia::conformance::cases
