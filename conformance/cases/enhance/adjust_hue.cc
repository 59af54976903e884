// Conformance case of ops/enhance/adjust_hue.
#include "ops/enhance/adjust_hue.h"

#include <cmath>
#include <vector>

#include "conformance/cases/enhance/family_factor.h"

// FactorOp's sweep with the color sweep's channel ties, greys and blacks.
KC_CASE(enhance, adjust_hue) {
  auto f = [](const torch::Tensor& x, const auto& v) { return enhance::adjust_hue(x, v); };
  OpCase c = FactorOp(op, {.factor = 0.5,
                           .op = f,
                           .host_values = {-M_PI, -1.0, 0.0, 1.0, M_PI},
                           .pairs = {{0.5, -0.5}, {M_PI, -M_PI}, {0.0, 2.0}, {-3.0, 1.0}},
                           .per_channel = false,
                           .ties = true});
  // The kernels (_adjust_hue, one pass; _rgb_to_hsv and _hsv_to_rgb, the
  // steps of a per-pixel factor): float32 on the special triples at shifts
  // in and far past one turn (the kernel's long-division remainder and its
  // scalar fallback), NaN and infinite ones, per sample, per pixel, and on
  // every uint8 triple over 255; uint8 (load, the float form, round) on the
  // layouts at a grid of shifts, and on every RGB triple.
  const double nan = NAN, inf = INFINITY;
  AddCompositePoints(
      c, "specials", [] { return RgbSpecialLayouts(); },
      FactorCalls(f, {0.0, 0.7, -3.2, M_PI, -M_PI, 7.0, 500.0, 1e30, nan, inf},
                  {PerSampleFactor(-3.2, 3.2), PerPixelFactor(-3, 3)}));
  AddCompositePoints(c, "float32", EveryTripleUnitInput, FactorCalls(f, {0.0, -3.2, M_PI}));
  AddCompositePoints(
      c, "uint8_shifts", [] { return U8Layouts(3); },
      FactorCalls(f,
                  {-M_PI, -2.0, -0.5, -1e-3, 0.0, 1e-3, 0.25, 1.0, 2.5, M_PI, 7.0, 100.0, nan, inf},
                  {PerSampleFactor(-3.0, 3.0), PerPixelFactor(-3, 3)}));
  AddCompositePoints(c, "uint8", EveryTripleInput, FactorCalls(f, {-2.0, 1.0}));
  return c;
}
