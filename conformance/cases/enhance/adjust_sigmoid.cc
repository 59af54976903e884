// Conformance case of ops/enhance/adjust_sigmoid.
#include "ops/enhance/adjust_sigmoid.h"

#include "conformance/cases/enhance/family_sweep.h"

// The elementwise sweep at the defaults, and per variant (cutoff, gain, inv)
// one point `<dtype>_<variant>`: a steep gain that saturates exp, a negative
// gain, inv.
KC_CASE(enhance, adjust_sigmoid) {
  OpCase c = ElementwiseOp(op);
  AddPoints(c, [f = &enhance::adjust_sigmoid] {
    return VariantPoints({HostVariant("inv", f, 0.5, 10.0, true),
                          HostVariant("c0p2_g100", f, 0.2, 100.0, false),
                          HostVariant("c0p7_gm3_inv", f, 0.7, -3.0, true)});
  });
  c.tolerance.fused_ulp = {{"float32", 4}, {"float64", 4}};
  c.tolerance.reason =
      "the TensorExpr fuser computes exp with its own code, not libm's: "
      "measured at most 2 ulp float32 and float64, 2.14.1; float16/bfloat16 "
      "are not fused on CPU";
  return c;
}
