// Conformance case of ops/enhance/adjust_saturation.
#include "ops/enhance/adjust_saturation.h"

#include <cmath>
#include <vector>

#include "conformance/cases/enhance/family_factor.h"

// FactorOp's sweep with the color sweep's channel ties, greys and blacks.
KC_CASE(enhance, adjust_saturation) {
  auto f = [](const torch::Tensor& x, const auto& v) { return enhance::adjust_saturation(x, v); };
  OpCase c = FactorOp(op, {.factor = 1.5,
                           .op = f,
                           .host_values = {0.0, 0.5, 1.0, 2.0, 10.0},
                           .pairs = {{1.5, 0.5}, {0.0, 2.0}, {1.0, 1.0}, {10.0, 0.25}},
                           .per_channel = false,
                           .ties = true});
  // The kernel (_adjust_saturation, Kornia's direct RGB form in one pass):
  // float32 on the special triples at factors in and past [0, 1] (negative,
  // huge, NaN, infinite), per sample and per pixel (the ATen form), and on
  // every uint8 triple over 255; uint8 (load, the float form, round) on the
  // layouts at a grid of factors, and on every RGB triple.
  const double nan = NAN, inf = INFINITY;
  AddCompositePoints(
      c, "specials", [] { return RgbSpecialLayouts(); },
      FactorCalls(f, {0.0, 0.5, 1.0, 1.5, 2.0, 10.0, -1.0, 1e30, nan, inf, -inf},
                  {PerSampleFactor(-0.5, 3.0), PerPixelFactor(0, 3)}));
  AddCompositePoints(c, "float32", EveryTripleUnitInput, FactorCalls(f, {0.5, 1.5, 10.0}));
  AddCompositePoints(
      c, "uint8_factors", [] { return U8Layouts(3); },
      FactorCalls(f, {0.0, 0.25, 0.5, 0.9, 1.0, 1.1, 1.5, 2.0, 4.0, 10.0, 1e6, -1.0, nan, inf},
                  {PerSampleFactor(0.0, 3.0),
                   [](const torch::Tensor& x) { return PerPixel(x, -2, 2).abs(); }}));
  AddCompositePoints(c, "uint8", EveryTripleInput, FactorCalls(f, {0.5, 1.5, 10.0}));
  return c;
}
