// Conformance case of ops/enhance/adjust_sigmoid.
#include "ops/enhance/adjust_sigmoid.h"

#include "conformance/cases/enhance/family_sweep.h"

// The elementwise sweep at the defaults, and per variant (cutoff, gain, inv)
// one point `<dtype>_<variant>`: a steep gain that saturates exp, a negative
// gain, inv.
KC_CASE(enhance, adjust_sigmoid) {
  OpCase c = ElementwiseOp(op);
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
        points.push_back(Point(id, id,
                               {MakeInput({2, 3, 3, 33}, d.type, ValueClass::kUniform, SeedOf(id))},
                               [v](const Inputs& in) {
                                 return enhance::adjust_sigmoid(in[0], v.cutoff, v.gain, v.inv);
                               },
                               {.args = {In(0), v.cutoff, v.gain, v.inv}}));
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
