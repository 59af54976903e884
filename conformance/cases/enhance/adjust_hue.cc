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
  std::vector<ImageCall> shifts;
  for (const double v :
       std::vector<double>{0.0, 0.7, -3.2, M_PI, -M_PI, 7.0, 500.0, 1e30, NAN, INFINITY})
    shifts.push_back([v](const torch::Tensor& x) { return enhance::adjust_hue(x, v); });
  const ImageCall per_sample = [](const torch::Tensor& x) {
    return enhance::adjust_hue(x, PerSample(x, -3.2, 3.2));
  };
  const ImageCall per_pixel = [](const torch::Tensor& x) {
    return enhance::adjust_hue(x, PerPixel(x, -3, 3));
  };
  std::vector<ImageCall> specials = shifts;
  specials.insert(specials.end(), {per_sample, per_pixel});
  AddCompositePoints(
      c, "specials", [] { return RgbSpecialLayouts(); }, specials);
  AddCompositePoints(c, "float32", EveryTripleUnitInput, {shifts[0], shifts[2], shifts[3]});
  std::vector<ImageCall> u8;
  for (const double v : {-M_PI, -2.0, -0.5, -1e-3, 0.0, 1e-3, 0.25, 1.0, 2.5, M_PI, 7.0, 100.0,
                         static_cast<double>(NAN), static_cast<double>(INFINITY)})
    u8.push_back([v](const torch::Tensor& x) { return enhance::adjust_hue(x, v); });
  u8.push_back(
      [](const torch::Tensor& x) { return enhance::adjust_hue(x, PerSample(x, -3.0, 3.0)); });
  u8.push_back(per_pixel);
  AddCompositePoints(
      c, "uint8_shifts", [] { return U8Layouts(3); }, u8);
  AddCompositePoints(c, "uint8", EveryTripleInput, {u8[1], u8[7]});
  return c;
}
