// Conformance case of ops/enhance/adjust_log.
#include "ops/enhance/adjust_log.h"

#include "conformance/cases/enhance/family_sweep.h"

// Per floating dtype the elementwise sweep at the defaults, and per variant
// (gain, inv, clip_output) one point `<dtype>_<variant>` on values in
// [-1, 2] (log2 of 1 + x below 0 and above 1, 2 ** x above 2).
KC_CASE(enhance, adjust_log) {
  OpCase c = ElementwiseOp(op);
  AddPoints(c, [f = &enhance::adjust_log] {
    return VariantPoints(
        {HostVariant("inv", f, 1.0, true, true), HostVariant("gain_0p7", f, 0.7, false, true),
         HostVariant("inv_gain_2p5_no_clip", f, 2.5, true, false),
         HostVariant("no_clip", f, 1.0, false, false)},
        -1.0, 2.0);
  });
  c.tolerance.fused_ulp = {{"float32", 4}, {"float64", 4}};
  c.tolerance.reason =
      "the TensorExpr fuser computes log2 and 2 ** x with its own code, not "
      "libm's: measured at most 2 ulp float32 and 1 ulp float64, 2.14.1; "
      "float16/bfloat16 are not fused on CPU";
  return c;
}
